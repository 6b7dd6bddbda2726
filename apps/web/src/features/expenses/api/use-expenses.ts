import { useQueryClient } from '@tanstack/react-query';
import { rpc } from '../../../app/rpc/methods.js';
import { rpcQueryKey, useRpcMutation, useRpcQuery } from '../../../app/rpc/query.js';

const service = rpc.ExpenseService;

/** Rows on one page of the Gastos tab. */
export const EXPENSES_PAGE_SIZE = 10;

/** One page of the account's gastos, the latest first (ListExpenses). */
export function useExpenses(accountId: string, page: number) {
  return useRpcQuery(
    service.listExpenses,
    { accountId, page, pageSize: EXPENSES_PAGE_SIZE },
    { enabled: Boolean(accountId), placeholderData: (previous) => previous },
  );
}

/** One gasto, to edit (GetExpense). */
export function useExpense(id: string) {
  return useRpcQuery(service.getExpense, { id }, { enabled: Boolean(id) });
}

/** After a change: the pages of the list, and the one gasto changed when there is one. */
function useRefreshExpenses() {
  const queryClient = useQueryClient();
  return (changedId?: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: rpcQueryKey(service.listExpenses) }),
      ...(changedId
        ? [
            queryClient.invalidateQueries({
              queryKey: rpcQueryKey(service.getExpense, { id: changedId }),
            }),
          ]
        : []),
    ]);
}

export function useCreateExpense() {
  const refresh = useRefreshExpenses();
  return useRpcMutation(service.createExpense, { onSuccess: () => refresh() });
}

export function useEditExpense() {
  const refresh = useRefreshExpenses();
  return useRpcMutation(service.editExpense, { onSuccess: (_data, input) => refresh(input.id) });
}

export function useDeleteExpense() {
  const refresh = useRefreshExpenses();
  return useRpcMutation(service.deleteExpense, { onSuccess: () => refresh() });
}

export function useSetExpensePaid() {
  const refresh = useRefreshExpenses();
  return useRpcMutation(service.setExpensePaid, {
    onSuccess: (_data, input) => refresh(input.id),
  });
}
