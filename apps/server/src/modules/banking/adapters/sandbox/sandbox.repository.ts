import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../../db/client.js';
import { sandboxBankWebhooks, sandboxCapitalDepositCases } from '../../../../db/schema/index.js';

export type SandboxCaseRow = typeof sandboxCapitalDepositCases.$inferSelect;
export type SandboxWebhookRow = typeof sandboxBankWebhooks.$inferSelect;

export async function insertSandboxCase(
  db: Executor,
  row: typeof sandboxCapitalDepositCases.$inferInsert,
): Promise<SandboxCaseRow> {
  const [inserted] = await db.insert(sandboxCapitalDepositCases).values(row).returning();
  return inserted!;
}

export async function findSandboxCase(db: Executor, id: string) {
  const [row] = await db
    .select()
    .from(sandboxCapitalDepositCases)
    .where(eq(sandboxCapitalDepositCases.id, id))
    .limit(1);
  return row;
}

export async function findSandboxCaseByExternalId(db: Executor, externalId: string) {
  const [row] = await db
    .select()
    .from(sandboxCapitalDepositCases)
    .where(eq(sandboxCapitalDepositCases.externalId, externalId))
    .limit(1);
  return row;
}

/** The case whose company's legal representative holds this membership (the web banking's link). */
export async function findSandboxCaseByMembership(db: Executor, membershipId: string) {
  const [row] = await db
    .select()
    .from(sandboxCapitalDepositCases)
    .where(eq(sandboxCapitalDepositCases.legalRepresentativeMembershipId, membershipId))
    .limit(1);
  return row;
}

/** The case, locked until the transaction ends: every move of the sandbox bank is decided under it. */
export async function lockSandboxCase(db: Executor, id: string) {
  const [row] = await db
    .select()
    .from(sandboxCapitalDepositCases)
    .where(eq(sandboxCapitalDepositCases.id, id))
    .for('update');
  return row;
}

export async function updateSandboxCase(
  db: Executor,
  id: string,
  change: Partial<
    Pick<SandboxCaseRow, 'status' | 'shareholders' | 'certificateStorageKey' | 'updatedAt'>
  >,
) {
  const [row] = await db
    .update(sandboxCapitalDepositCases)
    .set(change)
    .where(eq(sandboxCapitalDepositCases.id, id))
    .returning();
  return row!;
}

export async function insertSandboxWebhook(
  db: Executor,
  row: { id: string; payload: string; nextAttemptAt: Date; createdAt: Date },
) {
  await db.insert(sandboxBankWebhooks).values(row);
}

/**
 * Claims due webhooks (FOR UPDATE SKIP LOCKED, then leased until
 * `leaseUntil`), in random order: a bank promises no order of delivery.
 */
export async function claimDueSandboxWebhooks(
  db: Database,
  options: { now: Date; leaseUntil: Date; limit: number },
): Promise<SandboxWebhookRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: sandboxBankWebhooks.id })
      .from(sandboxBankWebhooks)
      .where(
        and(
          isNull(sandboxBankWebhooks.deliveredAt),
          lte(sandboxBankWebhooks.nextAttemptAt, options.now),
        ),
      )
      .orderBy(sql`random()`)
      .limit(options.limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(sandboxBankWebhooks)
      .set({ nextAttemptAt: options.leaseUntil })
      .where(
        inArray(
          sandboxBankWebhooks.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}

export async function markSandboxWebhookDelivered(db: Executor, id: string, at: Date) {
  await db
    .update(sandboxBankWebhooks)
    .set({ deliveredAt: at, lastError: null, nextAttemptAt: null })
    .where(eq(sandboxBankWebhooks.id, id));
}

export async function recordSandboxWebhookFailure(
  db: Executor,
  id: string,
  change: { attempts: number; lastError: string; nextAttemptAt: Date | null },
) {
  await db.update(sandboxBankWebhooks).set(change).where(eq(sandboxBankWebhooks.id, id));
}
