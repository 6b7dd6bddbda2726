export { AccountingPage } from './accounting-page.js';
export { ACCOUNTING_TABS, toAccountingTab, type AccountingTab } from './accounting-tabs.js';
