import type { Transport } from '@connectrpc/connect';
import { rpc } from '../../../app/rpc/methods.js';
import { rpcQueryOptions } from '../../../app/rpc/query.js';

/**
 * How many team messages the founder has not read. The area asks for it with
 * the page's other data, so that a page rendered on the server carries it and
 * the chat starts without a call of its own (and without fetching the RPC
 * runtime while the page comes alive).
 */
export function supportUnreadCountQuery(transport: Transport) {
  return rpcQueryOptions(transport, rpc.SupportChatService.getSupportUnreadCount, {});
}
