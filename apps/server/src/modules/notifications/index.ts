export { queueEmail } from './queue-email.js';
export { registerDevOutboxRoute } from './notifications.routes.js';
