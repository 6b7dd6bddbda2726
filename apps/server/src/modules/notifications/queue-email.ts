import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/client.js';
import { renderEmail, type EmailContent } from './email-templates.js';
import { insertOutboxEmail } from './notifications.repository.js';

export type QueueEmailInput = EmailContent & {
  to: string;
  locale: string | null | undefined;
};

/**
 * Writes an e-mail to the outbox, from which it is delivered. Outside
 * production the link is also printed so that a developer can follow it.
 */
export async function queueEmail(
  db: Executor,
  logger: FastifyBaseLogger,
  options: { printLinks: boolean },
  input: QueueEmailInput,
) {
  const rendered = renderEmail(input, input.locale);
  const email = await insertOutboxEmail(db, {
    to: input.to.toLowerCase(),
    template: input.template,
    locale: rendered.locale,
    subject: rendered.subject,
    text: rendered.text,
    html: rendered.html,
    link: input.link,
  });
  if (options.printLinks) {
    logger.info(
      { emailId: email.id, template: input.template },
      `E-mail to ${email.to}: ${input.link}`,
    );
  }
  return email;
}
