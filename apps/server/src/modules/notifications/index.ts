export { queueEmail } from './queue-email.js';
export type { PaymentReceipt } from './email-templates.js';
export { registerDevOutboxRoute } from './notifications.routes.js';
