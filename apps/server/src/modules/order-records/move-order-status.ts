import type { StatusActor } from '@foundly/domain';
import type { AppContext } from '../../app-context.js';
import type { Transaction } from '../../db/client.js';
import type { OrderStatusName } from '../../db/schema/index.js';
import { transitionOrderStatus, type OrderRow } from './orders.repository.js';
import type { StatusChangeEvent } from './status-change-event.js';
import { insertStatusChange } from './status-changes.repository.js';

/** Who moved an order: the domain's actors, or `system` for the team's tools outside the back-office. */
export type ChangeActor = StatusActor | 'system';

export interface MoveOrderStatusInput {
  orderId: string;
  /** The status the caller saw; nothing changes if the order is no longer in it. */
  from: OrderStatusName;
  to: OrderStatusName;
  actor: ChangeActor;
  actorUserId?: string | null;
  reason?: string;
}

/**
 * Moves an order from `from` to `to` by compare-and-set, writes the change to
 * the audit table and runs the status listeners, all in the caller's
 * transaction. Returns undefined, changing nothing, when the order is no
 * longer in `from` (another request moved it first). Callers check that the
 * transition is allowed (`canTransition` of the domain package) before.
 */
export async function moveOrderStatus(
  tx: Transaction,
  app: AppContext,
  input: MoveOrderStatusInput,
): Promise<StatusChangeEvent | undefined> {
  const at = app.clock.now();
  const order = await transitionOrderStatus(tx, input.orderId, [input.from], input.to, at);
  if (!order) return undefined;
  const change = await insertStatusChange(tx, {
    orderId: order.id,
    fromStatus: input.from,
    toStatus: input.to,
    actor: input.actor,
    actorUserId: input.actorUserId ?? null,
    reason: input.reason ?? '',
    createdAt: at,
  });
  const event = { order, change };
  for (const listener of app.statusListeners) await listener(tx, app, event);
  return event;
}

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
