import { and, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../../../db/client.js';
import { sandboxSubscriptions } from '../../../../db/schema/index.js';

export type SandboxSubscriptionRow = typeof sandboxSubscriptions.$inferSelect;

export async function insertSandboxSubscription(
  db: Executor,
  row: typeof sandboxSubscriptions.$inferInsert,
) {
  const [inserted] = await db.insert(sandboxSubscriptions).values(row).returning();
  return inserted!;
}

export async function findSandboxSubscription(db: Executor, id: string) {
  const [row] = await db
    .select()
    .from(sandboxSubscriptions)
    .where(eq(sandboxSubscriptions.id, id))
    .limit(1);
  return row;
}

export async function findSandboxSubscriptionByInvoice(db: Executor, invoiceId: string) {
  const [row] = await db
    .select()
    .from(sandboxSubscriptions)
    .where(eq(sandboxSubscriptions.openInvoiceId, invoiceId))
    .limit(1);
  return row;
}

/**
 * Changes a subscription that has not ended, only if it is still as it was
 * read (`updatedAt`): two controls pressed at once change it once.
 */
export async function updateLiveSandboxSubscription(
  db: Executor,
  current: SandboxSubscriptionRow,
  change: Partial<typeof sandboxSubscriptions.$inferInsert>,
) {
  const [row] = await db
    .update(sandboxSubscriptions)
    .set(change)
    .where(
      and(
        eq(sandboxSubscriptions.id, current.id),
        ne(sandboxSubscriptions.status, 'canceled'),
        eq(sandboxSubscriptions.updatedAt, current.updatedAt),
      ),
    )
    .returning();
  return row;
}
