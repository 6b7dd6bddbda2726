import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { orders } from '../../db/schema/index.js';

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
