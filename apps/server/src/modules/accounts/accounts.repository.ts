import { desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { preparedPerDatabase } from '../../db/prepared.js';
import { accounts, accountUsers, orders, type CountryCodeName } from '../../db/schema/index.js';

const members = alias(accountUsers, 'member');

const accountsOfUser = preparedPerDatabase((db) =>
  db
    .select({
      id: accounts.id,
      countryCode: accounts.countryCode,
      meBanking: accounts.meBanking,
      createdAt: accounts.createdAt,
      orderId: orders.id,
      userIds: sql<string[]>`array(${db
        .select({ userId: members.userId })
        .from(members)
        .where(eq(members.accountId, accounts.id))
        .orderBy(members.userId)})`,
    })
    .from(accountUsers)
    .innerJoin(accounts, eq(accounts.id, accountUsers.accountId))
    .leftJoin(orders, eq(orders.accountId, accounts.id))
    .where(eq(accountUsers.userId, sql.placeholder('userId')))
    .orderBy(desc(accounts.createdAt), desc(accounts.id))
    .prepare('accounts_of_user'),
);

/**
 * The accounts a user belongs to, most recently created first, with their order id and every
 * user of each, in one statement.
 */
export function listAccountsOfUser(db: Executor, userId: string) {
  return accountsOfUser(db).execute({ userId });
}

export async function insertAccount(
  db: Executor,
  account: { countryCode: CountryCodeName; userId: string; createdAt: Date },
) {
  const id = crypto.randomUUID();
  await db
    .insert(accounts)
    .values({ id, countryCode: account.countryCode, createdAt: account.createdAt });
  await db.insert(accountUsers).values({ accountId: id, userId: account.userId });
  return id;
}

/** Sets what an account may use (features.meBanking); false when there is no such account. */
export async function setAccountFeatures(
  db: Executor,
  accountId: string,
  features: { meBanking: boolean },
) {
  const updated = await db
    .update(accounts)
    .set({ meBanking: features.meBanking })
    .where(eq(accounts.id, accountId))
    .returning({ id: accounts.id });
  return updated.length > 0;
}
