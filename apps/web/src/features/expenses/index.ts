export { ExpensesTab, useExpenseCount } from './list/expenses-tab.js';
