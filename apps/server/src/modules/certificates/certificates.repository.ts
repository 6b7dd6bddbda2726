import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { documents, orders, orderSecrets } from '../../db/schema/index.js';
import type { SealedSecret } from './secret-box.js';

export type OrderRow = typeof orders.$inferSelect;

/** Locks an order for the rest of the transaction; its owner was checked before. */
export async function lockOrder(db: Executor, orderId: string) {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row;
}

/** A live (not deleted) document of the order. */
export async function findOrderDocument(db: Executor, orderId: string, documentId: string) {
  const [row] = await db
    .select()
    .from(documents)
    .where(
      and(
        eq(documents.id, documentId),
        eq(documents.orderId, orderId),
        isNull(documents.deletedAt),
      ),
    )
    .limit(1);
  return row;
}

/** Writes what the certificate says and the metadata that goes with it. */
export async function saveOrderCertificate(
  db: Executor,
  orderId: string,
  changes: Pick<OrderRow, 'certificate' | 'metadata' | 'updatedAt'>,
) {
  const [row] = await db
    .update(orders)
    .set({ ...changes, version: sql`${orders.version} + 1` })
    .where(eq(orders.id, orderId))
    .returning();
  return row!;
}

/** Stores an order's secret of a kind, replacing the one stored before. */
export async function upsertOrderSecret(
  db: Executor,
  secret: { orderId: string; kind: string; sealed: SealedSecret; at: Date },
) {
  const values = { ...secret.sealed, updatedAt: secret.at };
  await db
    .insert(orderSecrets)
    .values({
      id: crypto.randomUUID(),
      orderId: secret.orderId,
      kind: secret.kind,
      createdAt: secret.at,
      ...values,
    })
    .onConflictDoUpdate({ target: [orderSecrets.orderId, orderSecrets.kind], set: values });
}

export async function findOrderSecret(db: Executor, orderId: string, kind: string) {
  const [row] = await db
    .select()
    .from(orderSecrets)
    .where(and(eq(orderSecrets.orderId, orderId), eq(orderSecrets.kind, kind)))
    .limit(1);
  return row;
}

export async function deleteOrderSecret(db: Executor, orderId: string, kind: string) {
  await db
    .delete(orderSecrets)
    .where(and(eq(orderSecrets.orderId, orderId), eq(orderSecrets.kind, kind)));
}
