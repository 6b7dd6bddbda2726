export { moveOrderStatus, type ChangeActor } from './move-order-status.js';
export {
  findCustomerAndOrderOfUser,
  findDraftOrder,
  insertOrder,
  lockCustomerOrders,
  lockOrderOfUser,
  saveOrderAnswers,
  type OrderDocumentRow,
  type OrderRow,
} from './orders.repository.js';
export { startQuestionnaire } from './start-questionnaire.js';
export type { StatusChangeEvent } from './status-change-event.js';
export { listStatusChanges, type StatusChangeRow } from './status-changes.repository.js';
