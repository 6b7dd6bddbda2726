import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { preparedPerDatabase } from '../../db/prepared.js';
import { accountUsers, orders } from '../../db/schema/index.js';

const orderOfUser = preparedPerDatabase((db) =>
  db
    .select({ order: orders })
    .from(orders)
    .innerJoin(accountUsers, eq(accountUsers.accountId, orders.accountId))
    .where(
      and(
        eq(orders.id, sql.placeholder('orderId')),
        eq(accountUsers.userId, sql.placeholder('userId')),
      ),
    )
    .limit(1)
    .prepare('order_of_user'),
);

/** An order the user can see (through one of their accounts), or undefined. */
export async function findOrderOfUser(db: Executor, userId: string, orderId: string) {
  const [row] = await orderOfUser(db).execute({ userId, orderId });
  return row?.order;
}

const hintsOfUser = preparedPerDatabase((db) =>
  db
    .select({
      account: sql<
        boolean | null
      >`bool_or(${accountUsers.accountId} = ${sql.placeholder('accountId')})`,
      order: sql<boolean | null>`bool_or(${orders.id} is not null)`,
    })
    .from(accountUsers)
    .leftJoin(
      orders,
      and(eq(orders.accountId, accountUsers.accountId), eq(orders.id, sql.placeholder('orderId'))),
    )
    .where(eq(accountUsers.userId, sql.placeholder('userId')))
    .prepare('hints_of_user'),
);

/**
 * Whether an account and an order (either may be left out, then false) are the user's, in one
 * statement: the web app names both in the hint headers of every call.
 */
export async function checkHintsOfUser(
  db: Executor,
  userId: string,
  hints: { accountId?: string; orderId?: string },
): Promise<{ account: boolean; order: boolean }> {
  const [row] = await hintsOfUser(db).execute({
    userId,
    accountId: hints.accountId ?? null,
    orderId: hints.orderId ?? null,
  });
  return { account: row?.account === true, order: row?.order === true };
}
