export { createOrderService } from './orders.rpc.js';
export { registerOrderRoutes } from './orders.routes.js';
export { createOrder } from './use-cases/create-order.js';
export type { OrderRow } from './orders.repository.js';
export {
  moveOrderStatus,
  type ChangeActor,
  type StatusChangeEvent,
  type StatusListener,
} from './lifecycle/move-order-status.js';
export { listStatusChanges, type StatusChangeRow } from './lifecycle/status-changes.repository.js';
export { toOrderMessage } from './order-mapper.js';
export { computeOrderProgress } from './order-questionnaire.js';
export { toOptionalProgressMessage, toQuestionnaireMessage } from './questionnaire-mapper.js';
