import type { Transport } from '@connectrpc/connect';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import type { AppRouter } from './router.js';
import { RpcProvider } from './rpc/rpc-context.js';

/** The providers around the app, the same in the browser and on the server. */
export function AppProviders({
  router,
  queryClient,
  transport,
}: {
  router: AppRouter;
  queryClient: QueryClient;
  transport: Transport;
}) {
  return (
    <RpcProvider transport={transport}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </RpcProvider>
  );
}
