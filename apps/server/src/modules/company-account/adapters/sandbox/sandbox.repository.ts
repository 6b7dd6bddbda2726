import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../../db/client.js';
import { sandboxBankOnboardings, sandboxOnboardingWebhooks } from '../../../../db/schema/index.js';

export type SandboxOnboardingRow = typeof sandboxBankOnboardings.$inferSelect;
export type SandboxWebhookRow = typeof sandboxOnboardingWebhooks.$inferSelect;

export async function insertSandboxOnboarding(
  db: Executor,
  row: typeof sandboxBankOnboardings.$inferInsert,
) {
  const [inserted] = await db.insert(sandboxBankOnboardings).values(row).returning();
  return inserted!;
}

export async function findSandboxOnboarding(db: Executor, id: string) {
  const [row] = await db
    .select()
    .from(sandboxBankOnboardings)
    .where(eq(sandboxBankOnboardings.id, id))
    .limit(1);
  return row;
}

export async function findSandboxOnboardingByExternalId(db: Executor, externalId: string) {
  const [row] = await db
    .select()
    .from(sandboxBankOnboardings)
    .where(eq(sandboxBankOnboardings.externalId, externalId))
    .limit(1);
  return row;
}

export async function findSandboxOnboardingByTokenHash(db: Executor, tokenHash: string) {
  const [row] = await db
    .select()
    .from(sandboxBankOnboardings)
    .where(eq(sandboxBankOnboardings.tokenHash, tokenHash))
    .limit(1);
  return row;
}

export async function findSandboxOnboardingByMembership(db: Executor, membershipId: string) {
  const [row] = await db
    .select()
    .from(sandboxBankOnboardings)
    .where(eq(sandboxBankOnboardings.legalRepresentativeMembershipId, membershipId))
    .limit(1);
  return row;
}

/** The onboarding, locked until the transaction ends: a double click or two tabs act once. */
export async function lockSandboxOnboarding(db: Executor, id: string) {
  const [row] = await db
    .select()
    .from(sandboxBankOnboardings)
    .where(eq(sandboxBankOnboardings.id, id))
    .limit(1)
    .for('update');
  return row;
}

export async function updateSandboxOnboarding(
  db: Executor,
  id: string,
  change: Partial<typeof sandboxBankOnboardings.$inferInsert>,
) {
  const [row] = await db
    .update(sandboxBankOnboardings)
    .set(change)
    .where(eq(sandboxBankOnboardings.id, id))
    .returning();
  return row;
}

export async function insertSandboxWebhook(
  db: Executor,
  row: typeof sandboxOnboardingWebhooks.$inferInsert,
) {
  await db.insert(sandboxOnboardingWebhooks).values(row);
}

/**
 * Claims the webhooks due now (FOR UPDATE SKIP LOCKED, so that instances
 * share them), leased by pushing their next attempt to `leaseUntil`; the
 * attempt is counted as it is claimed.
 */
export function claimDueSandboxWebhooks(
  db: Database,
  input: { now: Date; leaseUntil: Date; limit: number },
): Promise<SandboxWebhookRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: sandboxOnboardingWebhooks.id })
      .from(sandboxOnboardingWebhooks)
      .where(
        and(
          isNull(sandboxOnboardingWebhooks.deliveredAt),
          lte(sandboxOnboardingWebhooks.nextAttemptAt, input.now),
        ),
      )
      .orderBy(asc(sandboxOnboardingWebhooks.nextAttemptAt))
      .limit(input.limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(sandboxOnboardingWebhooks)
      .set({
        nextAttemptAt: input.leaseUntil,
        attempts: sql`${sandboxOnboardingWebhooks.attempts} + 1`,
      })
      .where(
        inArray(
          sandboxOnboardingWebhooks.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}

export async function recordSandboxWebhookResult(
  db: Executor,
  id: string,
  result: { deliveredAt: Date } | { nextAttemptAt: Date | null; lastError: string },
) {
  await db
    .update(sandboxOnboardingWebhooks)
    .set(
      'deliveredAt' in result
        ? { deliveredAt: result.deliveredAt, nextAttemptAt: null, lastError: null }
        : result,
    )
    .where(eq(sandboxOnboardingWebhooks.id, id));
}
