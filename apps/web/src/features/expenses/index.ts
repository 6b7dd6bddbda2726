export { useExpenseCount } from './api/use-expense-count.js';
export { ExpensesTab } from './list/expenses-tab.js';
