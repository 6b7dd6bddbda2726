import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { orderStatusChanges } from '../../db/schema/index.js';

export type StatusChangeRow = typeof orderStatusChanges.$inferSelect;

export async function insertStatusChange(
  db: Executor,
  change: Omit<typeof orderStatusChanges.$inferInsert, 'id'>,
) {
  const [row] = await db
    .insert(orderStatusChanges)
    .values({ id: crypto.randomUUID(), ...change })
    .returning();
  return row!;
}

/** Every status the order took, oldest first. */
export function listStatusChanges(db: Executor, orderId: string) {
  return db
    .select()
    .from(orderStatusChanges)
    .where(eq(orderStatusChanges.orderId, orderId))
    .orderBy(asc(orderStatusChanges.createdAt), asc(orderStatusChanges.id));
}
