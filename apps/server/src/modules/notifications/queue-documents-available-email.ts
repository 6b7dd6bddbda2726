import type { AppContext } from '../../app-context.js';
import type { Executor } from '../../db/client.js';
import { findOrderRecipient } from './find-order-recipient.js';
import { queueEmail } from './queue-email.js';

export interface DocumentsAvailableInput {
  orderId: string;
  /** The names the founder sees in their documents page. */
  documentNames: readonly string[];
  /** Names the announcement (e.g. `document:{id}`): queueing it again writes nothing. */
  dedupeKey: string;
}

/**
 * Queues the e-mail announcing new documents in the founder's space (an
 * official document the team uploaded, the signed PDFs), with a link to their
 * documents page. Nothing is queued for an order without a founder.
 */
export async function queueDocumentsAvailableEmail(
  tx: Executor,
  app: AppContext,
  input: DocumentsAvailableInput,
) {
  const recipient = await findOrderRecipient(tx, input.orderId);
  if (!recipient) return undefined;
  return queueEmail(
    tx,
    app.logger,
    { printLinks: !app.config.isProduction },
    {
      template: 'documents-available',
      to: recipient.email,
      locale: recipient.locale,
      link: `${app.config.baseUrl}/${recipient.prefix}/${recipient.locale}/documents`,
      documentNames: input.documentNames,
      orderId: input.orderId,
      dedupeKey: input.dedupeKey,
    },
  );
}
