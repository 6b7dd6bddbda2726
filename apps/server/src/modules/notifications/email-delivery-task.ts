import { getEmailRetry } from '@foundly/domain';
import nodemailer from 'nodemailer';
import type { AppContext } from '../../app-context.js';
import type { BackgroundTask } from '../../worker/background-worker.js';
import {
  claimDueEmails,
  markEmailAttemptFailed,
  markEmailSent,
  releaseEmails,
  type OutboxEmailRow,
} from './notifications.repository.js';

const BATCH_SIZE = 20;

/** How long a claimed e-mail is ours; past it, another instance may claim it again. */
const LEASE_MS = 2 * 60_000;

/**
 * The longest one message can take, given the transport's timeouts (connect,
 * greeting, then a socket idle for 30 s at most between replies). No message
 * is started with less than this left of the lease, so that none is still
 * being sent when another instance may claim it.
 */
const SEND_BUDGET_MS = 60_000;
const TRANSPORT_TIMEOUTS = {
  connectionTimeout: 15_000,
  greetingTimeout: 15_000,
  socketTimeout: 30_000,
};

/** What is kept of a failure: the SMTP reply or the network error, never the message's addresses. */
function describeFailure(error: unknown): string {
  const { code, command, responseCode, response, message } = (error ?? {}) as {
    code?: unknown;
    command?: unknown;
    responseCode?: unknown;
    response?: unknown;
    message?: unknown;
  };
  const parts = [
    typeof code === 'string' ? code : undefined,
    typeof command === 'string' ? command : undefined,
    typeof response === 'string'
      ? response
      : typeof responseCode === 'number'
        ? String(responseCode)
        : typeof message === 'string'
          ? message
          : 'unknown error',
  ];
  return parts.filter(Boolean).join(' ').slice(0, 500);
}

/**
 * The background task that sends the outbox over SMTP. Without SMTP_URL it
 * does nothing: e-mails stay pending, readable in the back-office and (outside
 * production) the dev outbox. Each pass leases up to 20 due e-mails, sends
 * them one by one and records each outcome; a failure is retried with the
 * backoff of `getEmailRetry`, then marked failed. A crash between sending and
 * recording sends the e-mail again on the next lease: its Message-ID (the row
 * id) lets the receiving server drop the duplicate.
 *
 * When SMTP_URL asks for a pool (`?pool=true`), `close()` ends its
 * connections.
 */
export function createEmailDeliveryTask(app: AppContext): BackgroundTask {
  const { smtpUrl, from } = app.config.email;
  if (!smtpUrl) {
    return { name: 'email-delivery', runOnce: async () => 0, close: async () => undefined };
  }
  // Timeouts given in SMTP_URL's query win over these.
  const transport = nodemailer.createTransport({ url: smtpUrl, ...TRANSPORT_TIMEOUTS });
  const messageHost = new URL(app.config.baseUrl).hostname;

  async function deliver(email: OutboxEmailRow) {
    try {
      await transport.sendMail({
        from,
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        messageId: `<${email.id}@${messageHost}>`,
      });
    } catch (error) {
      const retry = getEmailRetry(email.attempts);
      const lastError = describeFailure(error);
      await markEmailAttemptFailed(app.db, email.id, {
        lastError,
        status: retry.kind === 'retry' ? 'pending' : 'failed',
        nextAttemptAt:
          retry.kind === 'retry'
            ? new Date(app.clock.now().getTime() + retry.delaySeconds * 1000)
            : email.nextAttemptAt,
      });
      app.logger.warn(
        { emailId: email.id, attempts: email.attempts, error: lastError },
        retry.kind === 'retry' ? 'E-mail not delivered, will retry' : 'E-mail given up',
      );
      return;
    }
    await markEmailSent(app.db, email.id, app.clock.now());
  }

  return {
    name: 'email-delivery',
    async runOnce() {
      const claimedAt = app.clock.now();
      const leaseUntil = new Date(claimedAt.getTime() + LEASE_MS);
      const emails = await claimDueEmails(app.db, {
        now: claimedAt,
        leaseUntil,
        limit: BATCH_SIZE,
      });
      for (const [index, email] of emails.entries()) {
        if (leaseUntil.getTime() - app.clock.now().getTime() < SEND_BUDGET_MS) {
          await releaseEmails(
            app.db,
            emails.slice(index).map((rest) => rest.id),
          );
          break;
        }
        await deliver(email);
      }
      return emails.length;
    },
    close: async () => transport.close(),
  };
}
