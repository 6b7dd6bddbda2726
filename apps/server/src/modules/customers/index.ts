export { createCustomerService } from './customers.rpc.js';
export { requireCustomer } from './use-cases/require-customer.js';
export { toCustomerMessage } from './customer-mapper.js';
export {
  findCustomerByUserId,
  insertCustomerIfMissing,
  type CustomerRow,
} from './customers.repository.js';
