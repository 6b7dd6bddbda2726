import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { accountUsers, orders } from '../../db/schema/index.js';

/** An order the user can see (through one of their accounts), or undefined. */
export async function findOrderOfUser(db: Executor, userId: string, orderId: string) {
  const [row] = await db
    .select({ order: orders })
    .from(orders)
    .innerJoin(accountUsers, eq(accountUsers.accountId, orders.accountId))
    .where(and(eq(orders.id, orderId), eq(accountUsers.userId, userId)))
    .limit(1);
  return row?.order;
}

/** Whether the user belongs to the account. */
export async function isAccountOfUser(db: Executor, userId: string, accountId: string) {
  const rows = await db
    .select({ accountId: accountUsers.accountId })
    .from(accountUsers)
    .where(and(eq(accountUsers.accountId, accountId), eq(accountUsers.userId, userId)))
    .limit(1);
  return rows.length > 0;
}
