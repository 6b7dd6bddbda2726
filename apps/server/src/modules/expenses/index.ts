export { createExpenseService } from './expenses.rpc.js';
export { requireExpenseAccount } from './expense-access.js';
export { listExpenseFigures } from './use-cases/expense-figures.js';
