export { createBackofficeService } from './backoffice.rpc.js';
export { registerBackofficeRoutes } from './backoffice.routes.js';
export { toOrderSummaryMessage } from './backoffice-mapper.js';
export { OPERATOR_ROLE, requireOperator } from './require-operator.js';
