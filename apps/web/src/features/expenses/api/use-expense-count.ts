import { useExpenses } from './use-expenses.js';

/** The number of gastos, for the tab's count (ListExpenses' total on its first page). */
export function useExpenseCount(accountId: string): number | undefined {
  return useExpenses(accountId, 1).data?.totalCount;
}
