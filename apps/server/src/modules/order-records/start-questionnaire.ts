import type { AppContext } from '../../app-context.js';
import type { Transaction } from '../../db/client.js';
import type { OrderRow } from './orders.repository.js';
import { moveOrderStatus } from './move-order-status.js';

/**
 * The founder's first answers after payment move a PLACED order to
 * WAITING_QUESTIONS; any other order is returned as it is. Runs in the
 * transaction that saved the answers, with the order row locked.
 */
export async function startQuestionnaire(
  tx: Transaction,
  app: AppContext,
  order: OrderRow,
  founderUserId: string,
): Promise<OrderRow> {
  if (order.status !== 'PLACED') return order;
  const moved = await moveOrderStatus(tx, app, {
    orderId: order.id,
    from: order.status,
    to: 'WAITING_QUESTIONS',
    actor: 'founder',
    actorUserId: founderUserId,
  });
  return moved?.order ?? order;
}
