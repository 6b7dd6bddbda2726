import { and, asc, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { emailOutbox } from '../../db/schema/index.js';

export type NewOutboxEmail = Omit<typeof emailOutbox.$inferInsert, 'id'>;
export type OutboxEmailRow = typeof emailOutbox.$inferSelect;

/**
 * Writes an e-mail to the outbox; undefined when its `dedupeKey` is already
 * there (the same message queued again). Without a key nothing conflicts:
 * NULLs are distinct in a unique index.
 */
export async function insertOutboxEmail(
  db: Executor,
  email: NewOutboxEmail,
): Promise<OutboxEmailRow | undefined> {
  const [row] = await db
    .insert(emailOutbox)
    .values({ id: crypto.randomUUID(), ...email })
    .onConflictDoNothing({ target: emailOutbox.dedupeKey })
    .returning();
  return row;
}

export function listOutboxEmails(db: Executor, filter: { to?: string | undefined }) {
  return db
    .select()
    .from(emailOutbox)
    .where(filter.to ? eq(emailOutbox.to, filter.to.toLowerCase()) : undefined)
    .orderBy(desc(emailOutbox.createdAt))
    .limit(200);
}

/**
 * Leases up to `limit` due e-mails (pending, next attempt reached, no live
 * lease) until `leaseUntil` and counts the attempt. FOR UPDATE SKIP LOCKED
 * lets several instances claim at once without waiting on, or taking, each
 * other's rows; the transaction ends before anything is sent.
 */
export function claimDueEmails(
  db: Database,
  input: { now: Date; leaseUntil: Date; limit: number },
): Promise<OutboxEmailRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.status, 'pending'),
          lte(emailOutbox.nextAttemptAt, input.now),
          or(isNull(emailOutbox.lockedUntil), lte(emailOutbox.lockedUntil, input.now)),
        ),
      )
      .orderBy(asc(emailOutbox.nextAttemptAt))
      .limit(input.limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(emailOutbox)
      .set({ lockedUntil: input.leaseUntil, attempts: sql`${emailOutbox.attempts} + 1` })
      .where(
        inArray(
          emailOutbox.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}

export async function markEmailSent(db: Executor, id: string, sentAt: Date) {
  await db
    .update(emailOutbox)
    .set({ status: 'sent', sentAt, lockedUntil: null, lastError: null })
    .where(eq(emailOutbox.id, id));
}

/** Records a failed attempt: tried again at `nextAttemptAt`, or given up on (`failed`). */
export async function markEmailAttemptFailed(
  db: Executor,
  id: string,
  failure: { lastError: string; nextAttemptAt: Date; status: 'pending' | 'failed' },
) {
  await db
    .update(emailOutbox)
    .set({ ...failure, lockedUntil: null })
    .where(eq(emailOutbox.id, id));
}

/** Gives back leased e-mails that were not tried, without counting an attempt. */
export async function releaseEmails(db: Executor, ids: readonly string[]) {
  if (ids.length === 0) return;
  await db
    .update(emailOutbox)
    .set({ lockedUntil: null, attempts: sql`${emailOutbox.attempts} - 1` })
    .where(inArray(emailOutbox.id, [...ids]));
}
