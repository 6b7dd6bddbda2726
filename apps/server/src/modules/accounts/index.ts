export { createAccountService } from './accounts.rpc.js';
export { insertAccount, setAccountFeatures } from './accounts.repository.js';
