export { createOrderService } from './orders.rpc.js';
export { registerOrderRoutes } from './orders.routes.js';
export { createOrder } from './use-cases/create-order.js';
