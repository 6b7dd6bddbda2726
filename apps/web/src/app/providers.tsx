import type { Transport } from '@connectrpc/connect';
import { TransportProvider } from '@connectrpc/connect-query';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import type { AppRouter } from './router.js';

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
    <TransportProvider transport={transport}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </TransportProvider>
  );
}
