import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/client.js';
import { renderEmail, type EmailContent } from './email-templates.js';
import { insertOutboxEmail, type OutboxEmailRow } from './notifications.repository.js';

export type QueueEmailInput = EmailContent & {
  to: string;
  locale: string | null | undefined;
  /** The order the e-mail is about, for the back-office. */
  orderId?: string;
  /**
   * Names the message (e.g. `status:{change id}`): queueing it again, from a
   * retried webhook or a replayed job, writes nothing.
   */
  dedupeKey?: string;
};

/**
 * Writes an e-mail to the outbox, from which the delivery task sends it; pass
 * the transaction that makes it true so that both commit or neither does.
 * Returns undefined when an e-mail with the same `dedupeKey` was already
 * queued. Outside production the link is also printed so that a developer can
 * follow it.
 */
export async function queueEmail(
  db: Executor,
  logger: FastifyBaseLogger,
  options: { printLinks: boolean },
  input: QueueEmailInput,
): Promise<OutboxEmailRow | undefined> {
  const rendered = renderEmail(input, input.locale);
  const email = await insertOutboxEmail(db, {
    to: input.to.toLowerCase(),
    template: input.template,
    locale: rendered.locale,
    subject: rendered.subject,
    text: rendered.text,
    html: rendered.html,
    link: input.link,
    orderId: input.orderId ?? null,
    dedupeKey: input.dedupeKey ?? null,
  });
  if (email && options.printLinks) {
    logger.info(
      { emailId: email.id, template: input.template },
      `E-mail to ${email.to}: ${input.link}`,
    );
  }
  return email;
}
