import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  accountUsers,
  orders,
  paymentRefunds,
  payments,
  subscriptions,
} from '../../db/schema/index.js';
import { isUuid } from '../../rpc/caller.js';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** A provider subscription's row, locked until the transaction ends. */
export async function findSubscriptionForUpdate(db: Executor, providerSubscriptionId: string) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId))
    .limit(1)
    .for('update');
  return row;
}

/** An account's newest subscription: the plan it has now. */
export async function findAccountSubscription(db: Executor, accountId: string) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.accountId, accountId))
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  return row;
}

/** Whether the user may see the account (one of theirs). */
export async function isAccountOfUser(db: Executor, userId: string, accountId: string) {
  const [row] = await db
    .select({ accountId: accountUsers.accountId })
    .from(accountUsers)
    .where(and(eq(accountUsers.userId, userId), eq(accountUsers.accountId, accountId)))
    .limit(1);
  return row !== undefined;
}

/**
 * A paid subscription checkout of an order, with its order's account: what a
 * subscription is started from. Undefined for anything else (a one-off payment,
 * the business account's, one not paid, one given back because it placed nothing).
 */
export async function findSubscriptionCheckout(db: Executor, paymentId: string) {
  if (!isUuid(paymentId)) return undefined;
  const [row] = await db
    .select({ payment: payments, accountId: orders.accountId })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .leftJoin(paymentRefunds, eq(paymentRefunds.paymentId, payments.id))
    .where(
      and(
        isNull(paymentRefunds.id),
        eq(payments.id, paymentId),
        eq(payments.mode, 'subscription'),
        eq(payments.purpose, 'order'),
        eq(payments.status, 'succeeded'),
      ),
    )
    .limit(1);
  return row;
}

/** The checkout that started a subscription: who its e-mails go to, in what language and amount. */
export async function findFirstPayment(db: Executor, paymentId: string) {
  const [row] = await db.select().from(payments).where(eq(payments.id, paymentId)).limit(1);
  return row;
}

/** Writes a subscription once; undefined when its provider id was written already. */
export async function insertSubscription(db: Executor, row: typeof subscriptions.$inferInsert) {
  const [inserted] = await db.insert(subscriptions).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function updateSubscription(
  db: Executor,
  id: string,
  changes: Partial<typeof subscriptions.$inferInsert>,
) {
  await db.update(subscriptions).set(changes).where(eq(subscriptions.id, id));
}
