import { useQueryClient } from '@tanstack/react-query';
import { rpc } from '../../../app/rpc/methods.js';
import { useRpcMutation } from '../../../app/rpc/query.js';
import { ANY_CUSTOMER_KEY } from './use-customer.js';

/** Saves the customer's settings (the marketing e-mails), then reloads the customer. */
export function useUpdateCustomerSettings({
  onSuccess,
  onError,
}: {
  onSuccess(): void;
  onError(): void;
}) {
  const queryClient = useQueryClient();
  return useRpcMutation(rpc.CustomerService.updateCustomerSettings, {
    onSuccess: () => {
      onSuccess();
      void queryClient.invalidateQueries({ queryKey: ANY_CUSTOMER_KEY });
    },
    onError,
  });
}
