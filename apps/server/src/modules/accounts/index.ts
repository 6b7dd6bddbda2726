export { createAccountService } from './accounts.rpc.js';
export { insertAccount } from './accounts.repository.js';
