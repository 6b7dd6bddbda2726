import type { Transport } from '@connectrpc/connect';
import { createContext, useContext, type ReactNode } from 'react';

const TransportContext = createContext<Transport | null>(null);

/** The transport every RPC of the screens below goes through. */
export function RpcProvider({
  transport,
  children,
}: {
  transport: Transport;
  children: ReactNode;
}) {
  return <TransportContext value={transport}>{children}</TransportContext>;
}

export function useRpcTransport(): Transport {
  const transport = useContext(TransportContext);
  if (!transport) throw new Error('useRpcTransport must be used inside an RpcProvider');
  return transport;
}
