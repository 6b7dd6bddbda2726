import type { AppContext } from '../../app-context.js';
import { queueEmail } from '../notifications/index.js';
import type { BackgroundTask } from '../../worker/background-worker.js';
import { lockDueTeamMessages, markUnreadEmailChecked } from './support-chat.repository.js';

/** How many team messages one run looks at. */
const BATCH = 50;

/** The longest part of a reply quoted in the e-mail. */
const EXCERPT_LENGTH = 500;

/**
 * E-mails the founder about a team reply still unread N minutes after it was
 * written (SUPPORT_CHAT_UNREAD_EMAIL_MINUTES), through the outbox: each
 * message is looked at once, and its e-mail is named by the message
 * (`support-reply:{id}`) so that it is never queued twice.
 */
export function createUnreadReplyEmailTask(app: AppContext): BackgroundTask {
  return {
    name: 'support-chat-unread-reply-emails',
    async runOnce() {
      const now = app.clock.now();
      const dueBefore = new Date(
        now.getTime() - app.config.supportChat.unreadEmailMinutes * 60_000,
      );
      return app.db.transaction(async (tx) => {
        const due = await lockDueTeamMessages(tx, dueBefore, BATCH);
        for (const message of due) {
          if (message.sequence <= message.founderReadSequence) continue;
          await queueEmail(
            tx,
            app.logger,
            { printLinks: !app.config.isProduction },
            {
              template: 'support-reply',
              to: message.email,
              locale: message.locale,
              link: `${app.config.baseUrl}/`,
              operatorName: message.authorName,
              // A file sent without text is quoted by its name.
              excerpt: [...(message.body || message.attachmentName || '')]
                .slice(0, EXCERPT_LENGTH)
                .join(''),
              dedupeKey: `support-reply:${message.messageId}`,
            },
          );
        }
        await markUnreadEmailChecked(
          tx,
          due.map((message) => message.messageId),
          now,
        );
        return due.length;
      });
    },
  };
}
