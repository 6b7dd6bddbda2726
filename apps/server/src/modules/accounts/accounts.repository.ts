import { desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { accounts, accountUsers, orders } from '../../db/schema/index.js';

/** The accounts a user belongs to, most recently created first, with their order id. */
export async function listAccountsOfUser(db: Executor, userId: string) {
  const rows = await db
    .select({
      id: accounts.id,
      countryCode: accounts.countryCode,
      meBanking: accounts.meBanking,
      createdAt: accounts.createdAt,
      orderId: orders.id,
    })
    .from(accountUsers)
    .innerJoin(accounts, eq(accounts.id, accountUsers.accountId))
    .leftJoin(orders, eq(orders.accountId, accounts.id))
    .where(eq(accountUsers.userId, userId))
    .orderBy(desc(accounts.createdAt), desc(accounts.id));
  if (rows.length === 0) return [];
  const members = await db
    .select()
    .from(accountUsers)
    .where(
      inArray(
        accountUsers.accountId,
        rows.map((row) => row.id),
      ),
    );
  return rows.map((row) => ({
    ...row,
    userIds: members.filter((member) => member.accountId === row.id).map((member) => member.userId),
  }));
}

export async function insertAccount(
  db: Executor,
  account: { countryCode: string; userId: string; createdAt: Date },
) {
  const id = crypto.randomUUID();
  await db
    .insert(accounts)
    .values({ id, countryCode: account.countryCode, createdAt: account.createdAt });
  await db.insert(accountUsers).values({ accountId: id, userId: account.userId });
  return id;
}
