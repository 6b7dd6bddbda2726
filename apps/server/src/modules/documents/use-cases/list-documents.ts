import type { AppContext } from '../../../app-context.js';
import type { Caller } from '../../../rpc/caller.js';
import { listLiveDocuments } from '../documents.repository.js';
import { requireOwnedOrder } from './require-owned-order.js';

export const MAX_QUERY_LENGTH = 100;

/** The documents of one of the caller's orders, newest first, optionally filtered by name. */
export async function listDocuments(
  app: AppContext,
  caller: Caller,
  orderId: string,
  query: string,
) {
  const order = await requireOwnedOrder(app.db, caller.userId, orderId);
  return listLiveDocuments(app.db, order.id, query.trim().slice(0, MAX_QUERY_LENGTH));
}
