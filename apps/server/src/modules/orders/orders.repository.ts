import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { accountUsers, orders } from '../../db/schema/index.js';

export type OrderRow = typeof orders.$inferSelect;

/** The customer's most recent draft for a country and legal form, if any. */
export async function findDraftOrder(
  db: Executor,
  customerId: string,
  countryCode: string,
  legalForm: string,
) {
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.customerId, customerId),
        eq(orders.countryCode, countryCode),
        eq(orders.legalForm, legalForm),
        eq(orders.status, 'DRAFT'),
      ),
    )
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return row;
}

export async function insertOrder(db: Executor, order: Omit<typeof orders.$inferInsert, 'id'>) {
  const [row] = await db
    .insert(orders)
    .values({ id: crypto.randomUUID(), ...order })
    .returning();
  return row!;
}

/** Serialises order creation per customer so that a double click creates one order. */
export async function lockCustomerOrders(db: Executor, customerId: string) {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`order:${customerId}`}))`);
}

/** Locks one of the user's orders for the rest of the transaction; undefined for anyone else's. */
export async function lockOrderOfUser(db: Executor, userId: string, orderId: string) {
  const [row] = await db
    .select({ order: orders })
    .from(orders)
    .innerJoin(accountUsers, eq(accountUsers.accountId, orders.accountId))
    .where(and(eq(orders.id, orderId), eq(accountUsers.userId, userId)))
    .for('update', { of: orders })
    .limit(1);
  return row?.order;
}

/** Writes the merged answers; the company name only when given. Statuses change through `moveOrderStatus`. */
export async function saveOrderAnswers(
  db: Executor,
  orderId: string,
  changes: Pick<OrderRow, 'questionnaire' | 'metadata' | 'version' | 'updatedAt'> &
    Partial<Pick<OrderRow, 'companyName'>>,
) {
  const [row] = await db.update(orders).set(changes).where(eq(orders.id, orderId)).returning();
  return row!;
}

/**
 * Moves an order to `to` only from one of the `from` statuses (compare-and-set),
 * so that of two racing calls one changes the order; undefined for the other.
 */
export async function transitionOrderStatus(
  db: Executor,
  orderId: string,
  from: readonly string[],
  to: string,
  at: Date,
) {
  const [row] = await db
    .update(orders)
    .set({ status: to, updatedAt: at, version: sql`${orders.version} + 1` })
    .where(and(eq(orders.id, orderId), inArray(orders.status, [...from])))
    .returning();
  return row;
}
