import { DomainError, ErrorCode } from '@foundly/domain';
import type { AppContext } from '../../../app-context.js';
import type { Caller } from '../../../rpc/caller.js';
import { insertMessage, updateConversation } from '../support-chat.repository.js';
import { changeConversation } from './change-conversation.js';
import { requireMessageBody } from './check-body.js';

/**
 * The team answers in an open conversation, which is assigned to the
 * operator if nobody took it; delivered live to the founder once committed.
 */
export async function replyAsOperator(
  app: AppContext,
  operator: Caller,
  input: { conversationId: string; body: string },
) {
  const body = requireMessageBody(input.body);
  const now = app.clock.now();
  const written = await changeConversation(
    app,
    operator,
    { conversationId: input.conversationId, action: 'reply_support_conversation' },
    async (tx, conversation) => {
      if (conversation.status !== 'open') {
        throw new DomainError(ErrorCode.SupportConversationClosed, 'This conversation is closed');
      }
      const message = await insertMessage(tx, {
        conversationId: conversation.id,
        author: 'operator',
        authorUserId: operator.userId,
        authorName: operator.name || operator.email,
        body,
        createdAt: now,
      });
      const updated = conversation.assignedOperatorId
        ? { ...conversation, lastMessageAt: now, operatorReadSequence: message.sequence }
        : await updateConversation(tx, conversation.id, {
            assignedOperatorId: operator.userId,
            assignedOperatorName: operator.name || operator.email,
          });
      return { conversation: updated, message };
    },
  );
  app.supportChat.publish({
    customerId: written.conversation.customerId,
    message: written.message,
  });
  return written;
}
