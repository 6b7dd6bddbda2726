import type { Transport } from '@connectrpc/connect';
import { rpc } from '../../../app/rpc/methods.js';
import { rpcQueryOptions } from '../../../app/rpc/query.js';

/**
 * The founder's order with its customer, answers and progress (GetMyOrder):
 * the area's loader fills it, on the server that renders the page as in the
 * browser, and every screen reads that same entry (useCurrentOrder).
 */
export function orderQuery(transport: Transport, orderId: string) {
  return rpcQueryOptions(transport, rpc.OrderService.getMyOrder, { orderId });
}
