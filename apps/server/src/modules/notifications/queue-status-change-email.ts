import { isStatusChangeEmailed } from '@foundly/domain';
import { CountryCode, LegalForm, OrderStatus } from '@foundly/proto';
import type { StatusListener } from '../../app-context.js';
import type { OrderStatusName } from '../../db/schema/index.js';
import { findOrderRecipient } from './find-order-recipient.js';
import { queueEmail } from './queue-email.js';

function toOrderStatus(name: OrderStatusName): OrderStatus {
  return OrderStatus[name] ?? OrderStatus.UNSPECIFIED;
}

/**
 * Status listener: tells the founder what their file's new status means, in
 * their language, with a link to their dashboard. Skipped for the changes the
 * founder already knows of from another e-mail or from their own action
 * (the payment receipt, their first answer, the signature request): see
 * `isStatusChangeEmailed`. Keyed by the change's id, so that a replayed
 * change queues nothing more.
 */
export const queueStatusChangeEmail: StatusListener = async (tx, app, { order, change }) => {
  if (!isStatusChangeEmailed(toOrderStatus(change.fromStatus), toOrderStatus(change.toStatus))) {
    return;
  }
  const recipient = await findOrderRecipient(tx, order.id);
  if (!recipient) return;
  await queueEmail(
    tx,
    app.logger,
    { printLinks: !app.config.isProduction },
    {
      template: 'status-changed',
      to: recipient.email,
      locale: recipient.locale,
      link: `${app.config.baseUrl}/${recipient.prefix}/${recipient.locale}`,
      status: change.toStatus,
      country: CountryCode[order.countryCode] ?? CountryCode.UNSPECIFIED,
      legalForm: LegalForm[order.legalForm] ?? LegalForm.UNSPECIFIED,
      companyName: order.companyName,
      orderId: order.id,
      dedupeKey: `status:${change.id}`,
    },
  );
};
