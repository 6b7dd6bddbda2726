import type { Transport } from '@connectrpc/connect';
import type { QueryClient } from '@tanstack/react-query';

/** What every route of an app may use while it loads: its query client and RPC transport. */
export interface AppRouterContext {
  queryClient: QueryClient;
  transport: Transport;
}
