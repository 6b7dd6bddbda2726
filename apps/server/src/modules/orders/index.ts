export { createOrderService } from './orders.rpc.js';
export { createOrder } from './use-cases/create-order.js';
export type { OrderRow } from './orders.repository.js';
