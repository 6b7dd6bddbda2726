export { createOrderService } from './orders.rpc.js';
export { registerOrderRoutes } from './orders.routes.js';
export { toOrderMessage } from './order-mapper.js';
export { computeOrderProgress } from './order-questionnaire.js';
export { toOptionalProgressMessage, toQuestionnaireMessage } from './questionnaire-mapper.js';
