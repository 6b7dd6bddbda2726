import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import {
  accounts,
  accountUsers,
  companyAccountEvents,
  companyAccounts,
  orders,
} from '../../db/schema/index.js';

export type CompanyAccountRow = typeof companyAccounts.$inferSelect;

/**
 * One of the user's accounts (through account_user), with its order (the
 * newest when there were several) and its business account if any; undefined
 * for an account that is not theirs.
 */
export async function findAccountOfUser(db: Executor, userId: string, accountId: string) {
  const [row] = await db
    .select({
      accountId: accounts.id,
      meBanking: accounts.meBanking,
      order: {
        id: orders.id,
        status: orders.status,
        countryCode: orders.countryCode,
        legalForm: orders.legalForm,
      },
      companyAccount: companyAccounts,
    })
    .from(accountUsers)
    .innerJoin(accounts, eq(accounts.id, accountUsers.accountId))
    .leftJoin(orders, eq(orders.accountId, accounts.id))
    .leftJoin(companyAccounts, eq(companyAccounts.accountId, accounts.id))
    .where(and(eq(accountUsers.userId, userId), eq(accountUsers.accountId, accountId)))
    .orderBy(sql`${orders.createdAt} desc nulls last`)
    .limit(1);
  return row;
}

/** The order's kind and status, read in the checkout's transaction. */
export async function findOrderForBusinessAccount(db: Executor, orderId: string) {
  const [row] = await db
    .select({
      accountId: orders.accountId,
      status: orders.status,
      countryCode: orders.countryCode,
      legalForm: orders.legalForm,
      companyName: orders.companyName,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
  return row;
}

export async function findCompanyAccountOfAccount(db: Executor, accountId: string) {
  const [row] = await db
    .select()
    .from(companyAccounts)
    .where(eq(companyAccounts.accountId, accountId))
    .limit(1);
  return row;
}

/** Writes the business account once per account; undefined when it already existed. */
export async function insertCompanyAccount(db: Executor, row: typeof companyAccounts.$inferInsert) {
  const [inserted] = await db
    .insert(companyAccounts)
    .values(row)
    .onConflictDoNothing({ target: companyAccounts.accountId })
    .returning();
  return inserted;
}

/**
 * Claims the paid business accounts whose onboarding is due to be asked of
 * the bank: FOR UPDATE SKIP LOCKED so that instances share them, leased by
 * pushing their next attempt to `leaseUntil`, the attempt counted as claimed.
 */
export function claimDueOnboardings(
  db: Database,
  input: { now: Date; leaseUntil: Date; limit: number },
): Promise<CompanyAccountRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: companyAccounts.id })
      .from(companyAccounts)
      .where(
        and(
          eq(companyAccounts.status, 'subscribed'),
          lte(companyAccounts.nextAttemptAt, input.now),
        ),
      )
      .orderBy(asc(companyAccounts.nextAttemptAt))
      .limit(input.limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(companyAccounts)
      .set({ nextAttemptAt: input.leaseUntil, attempts: sql`${companyAccounts.attempts} + 1` })
      .where(
        inArray(
          companyAccounts.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}

/** Records the bank's onboarding: `subscribed` -> `registration_pending`, once. */
export async function markOnboardingOpened(
  db: Executor,
  id: string,
  onboarding: { onboardingId: string; onboardingUrl: string; at: Date },
) {
  const [row] = await db
    .update(companyAccounts)
    .set({
      status: 'registration_pending',
      providerOnboardingId: onboarding.onboardingId,
      onboardingUrl: onboarding.onboardingUrl,
      nextAttemptAt: null,
      lastError: null,
      updatedAt: onboarding.at,
    })
    .where(and(eq(companyAccounts.id, id), eq(companyAccounts.status, 'subscribed')))
    .returning();
  return row;
}

export async function recordOnboardingFailure(
  db: Executor,
  id: string,
  failure: { lastError: string; nextAttemptAt: Date; at: Date },
) {
  await db
    .update(companyAccounts)
    .set({ ...failure, updatedAt: failure.at })
    .where(and(eq(companyAccounts.id, id), eq(companyAccounts.status, 'subscribed')));
}

export async function findCompanyAccountByOnboarding(db: Executor, onboardingId: string) {
  const [row] = await db
    .select()
    .from(companyAccounts)
    .where(eq(companyAccounts.providerOnboardingId, onboardingId))
    .limit(1);
  return row;
}

/** The account is open: `registration_pending` -> `completed`, by compare-and-set. */
export async function markCompanyAccountCompleted(
  db: Executor,
  id: string,
  account: { bankPortalUrl: string; membershipId: string | undefined; at: Date },
) {
  const [row] = await db
    .update(companyAccounts)
    .set({
      status: 'completed',
      bankPortalUrl: account.bankPortalUrl,
      legalRepresentativeMembershipId: account.membershipId ?? null,
      completedAt: account.at,
      updatedAt: account.at,
    })
    .where(and(eq(companyAccounts.id, id), eq(companyAccounts.status, 'registration_pending')))
    .returning();
  return row;
}

/** Records a bank event id; false when it was already applied. */
export async function recordBankEvent(
  db: Executor,
  event: { eventId: string; eventType: string; resourceId: string },
) {
  const rows = await db
    .insert(companyAccountEvents)
    .values({ id: event.eventId, type: event.eventType, resourceId: event.resourceId })
    .onConflictDoNothing({ target: companyAccountEvents.id })
    .returning({ id: companyAccountEvents.id });
  return rows.length > 0;
}
