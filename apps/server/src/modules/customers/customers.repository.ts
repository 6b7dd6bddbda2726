import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { customers } from '../../db/schema/index.js';

export type CustomerRow = typeof customers.$inferSelect;

export async function findCustomerByUserId(db: Executor, userId: string) {
  const [row] = await db.select().from(customers).where(eq(customers.userId, userId)).limit(1);
  return row;
}

/** Inserts the customer unless the user already has one; returns the new row or undefined. */
export async function insertCustomerIfMissing(
  db: Executor,
  customer: { userId: string; name: string; email: string },
) {
  const [row] = await db
    .insert(customers)
    .values({ id: crypto.randomUUID(), ...customer })
    .onConflictDoNothing({ target: customers.userId })
    .returning();
  return row;
}

export async function updateCustomer(
  db: Executor,
  userId: string,
  changes: Partial<Pick<CustomerRow, 'name' | 'marketingEmails'>>,
) {
  const [row] = await db
    .update(customers)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(customers.userId, userId))
    .returning();
  return row;
}
