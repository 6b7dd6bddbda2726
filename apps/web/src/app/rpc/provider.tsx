import { TransportProvider } from '@connectrpc/connect-query';
import type { ReactNode } from 'react';
import { transport } from './transport.js';

/** Gives the app's transport to Connect-Query's hooks. Loaded by the root route, not the entry. */
export function RpcProvider({ children }: { children: ReactNode }) {
  return <TransportProvider transport={transport}>{children}</TransportProvider>;
}
