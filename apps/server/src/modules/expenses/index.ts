export { createExpenseService } from './expenses.rpc.js';
