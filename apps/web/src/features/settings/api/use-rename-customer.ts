import { useQueryClient } from '@tanstack/react-query';
import { viewerQuery } from '../../../app/session.js';
import { rpc } from '../../../app/rpc/methods.js';
import { useRpcMutation } from '../../../app/rpc/query.js';

/**
 * Saves the customer's name, and puts it in the signed-in person the app
 * shows (greetings, the account menu) without asking again.
 */
export function useRenameCustomer({ onSuccess, onError }: { onSuccess(): void; onError(): void }) {
  const queryClient = useQueryClient();
  return useRpcMutation(rpc.CustomerService.updateCustomerName, {
    onSuccess: (response) => {
      queryClient.setQueryData(viewerQuery.queryKey, (current) =>
        current ? { ...current, name: response.customer?.name ?? current.name } : current,
      );
      onSuccess();
    },
    onError,
  });
}
