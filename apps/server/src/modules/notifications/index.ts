export { queueEmail } from './queue-email.js';
export type { PaymentReceipt, PaymentRefund } from './email-templates.js';
export { registerDevOutboxRoute } from './notifications.routes.js';
export { findOrderRecipient, type OrderRecipient } from './find-order-recipient.js';
export { queueStatusChangeEmail } from './queue-status-change-email.js';
export {
  queueDocumentsAvailableEmail,
  type DocumentsAvailableInput,
} from './queue-documents-available-email.js';
export { createEmailDeliveryTask } from './email-delivery-task.js';
