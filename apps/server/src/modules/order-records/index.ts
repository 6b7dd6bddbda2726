export { moveOrderStatus, startQuestionnaire, type ChangeActor } from './move-order-status.js';
export {
  findCustomerAndOrderOfUser,
  findDraftOrder,
  clearDocumentReferences,
  insertOrder,
  lockCustomerOrders,
  lockOrder,
  lockOrderOfUser,
  removeDocumentReference,
  saveOrderAnswers,
  saveOrderCertificate,
  saveOrderMetadata,
  setDocumentReference,
  type OrderDocumentRow,
  type OrderRow,
} from './orders.repository.js';
export { getOrderStatus, toCountryCodeName, toLegalFormName, toStatusName } from './order-enums.js';
export type { StatusChangeEvent } from './status-change-event.js';
export { listStatusChanges, type StatusChangeRow } from './status-changes.repository.js';
