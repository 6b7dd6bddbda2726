import type { Transport } from '@connectrpc/connect';
import type { QueryClient } from '@tanstack/react-query';

export interface RouterContext {
  queryClient: QueryClient;
  transport: Transport;
}
