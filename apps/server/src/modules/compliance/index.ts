export { createComplianceBackofficeService } from './compliance-backoffice.rpc.js';
export { createComplianceService } from './compliance.rpc.js';
export { registerComplianceRoutes } from './compliance.routes.js';
export { createComplianceReminderTask } from './use-cases/queue-compliance-reminders.js';
