export { createOrderService } from './orders.rpc.js';
export { registerOrderRoutes } from './orders.routes.js';
export { createOrder } from './use-cases/create-order.js';
export { toOrderMessage } from './order-mapper.js';
