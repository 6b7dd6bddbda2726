import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import {
  verifactuChains,
  verifactuRecords,
  verifactuSubmissions,
  type VerifactuSubmissionStatusName,
} from '../../db/schema/index.js';

export type VerifactuRecordRow = typeof verifactuRecords.$inferSelect;
export type VerifactuSubmissionRow = typeof verifactuSubmissions.$inferSelect;

/**
 * Locks the chain of an issuer (creating it empty first), so that whoever
 * appends next waits for this transaction, on any instance: its last record.
 */
export async function lockChain(tx: Executor, issuerNif: string) {
  await tx
    .insert(verifactuChains)
    .values({ issuerNif, lastPosition: 0, lastRecordId: null })
    .onConflictDoNothing();
  const [chain] = await tx
    .select()
    .from(verifactuChains)
    .where(eq(verifactuChains.issuerNif, issuerNif))
    .for('update')
    .limit(1);
  const [last] = chain!.lastRecordId
    ? await tx
        .select()
        .from(verifactuRecords)
        .where(eq(verifactuRecords.id, chain!.lastRecordId))
        .limit(1)
    : [];
  return { lastPosition: chain!.lastPosition, last };
}

/** Appends a record to its locked chain, with its submission waiting for the worker. */
export async function appendRecord(tx: Executor, row: typeof verifactuRecords.$inferInsert) {
  await tx.insert(verifactuRecords).values(row);
  await tx
    .update(verifactuChains)
    .set({ lastPosition: row.position, lastRecordId: row.id })
    .where(eq(verifactuChains.issuerNif, row.issuerNif));
  await tx.insert(verifactuSubmissions).values({
    recordId: row.id,
    status: 'PENDING',
    nextAttemptAt: row.createdAt,
    updatedAt: row.createdAt,
  });
}

/** An issuer's records in the order they were made. */
export function listChain(db: Executor, issuerNif: string) {
  return db
    .select()
    .from(verifactuRecords)
    .where(eq(verifactuRecords.issuerNif, issuerNif))
    .orderBy(asc(verifactuRecords.position));
}

/** The records of some documents with where the AEAT has them. */
export function listDocumentRecords(db: Executor, documentIds: string[]) {
  if (documentIds.length === 0) return Promise.resolve([]);
  return db
    .select({ record: verifactuRecords, submission: verifactuSubmissions })
    .from(verifactuRecords)
    .innerJoin(verifactuSubmissions, eq(verifactuSubmissions.recordId, verifactuRecords.id))
    .where(inArray(verifactuRecords.documentId, documentIds))
    .orderBy(asc(verifactuRecords.position));
}

/**
 * Claims pending submissions that are due, each the earliest pending one of
 * its issuer (records reach the AEAT in the order of their chain), locked
 * with SKIP LOCKED and leased until `leaseUntil`, so that no two instances
 * send one at once.
 */
export async function claimDueSubmissions(
  db: Database,
  options: { now: Date; leaseUntil: Date; limit: number },
) {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ submission: verifactuSubmissions, record: verifactuRecords })
      .from(verifactuSubmissions)
      .innerJoin(verifactuRecords, eq(verifactuRecords.id, verifactuSubmissions.recordId))
      .where(
        and(
          eq(verifactuSubmissions.status, 'PENDING'),
          lte(verifactuSubmissions.nextAttemptAt, options.now),
          or(
            isNull(verifactuSubmissions.lockedUntil),
            lte(verifactuSubmissions.lockedUntil, options.now),
          ),
          sql`not exists (select 1 from ${verifactuRecords} earlier join ${verifactuSubmissions} earlier_submission on earlier_submission.record_id = earlier.id where earlier.issuer_nif = ${verifactuRecords.issuerNif} and earlier.position < ${verifactuRecords.position} and earlier_submission.status = 'PENDING')`,
        ),
      )
      .orderBy(asc(verifactuRecords.createdAt), asc(verifactuRecords.position))
      .limit(options.limit)
      .for('update', { of: verifactuSubmissions, skipLocked: true });
    for (const { submission } of due) {
      await tx
        .update(verifactuSubmissions)
        .set({ lockedUntil: options.leaseUntil })
        .where(eq(verifactuSubmissions.recordId, submission.recordId));
    }
    return due;
  });
}

/** Records the outcome of an attempt. */
export async function updateSubmission(
  db: Executor,
  recordId: string,
  values: Partial<typeof verifactuSubmissions.$inferInsert> & {
    status?: VerifactuSubmissionStatusName;
  },
) {
  await db
    .update(verifactuSubmissions)
    .set(values)
    .where(eq(verifactuSubmissions.recordId, recordId));
}
