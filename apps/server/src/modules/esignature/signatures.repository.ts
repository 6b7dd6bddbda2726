import { and, desc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { orders, signatureEvents, signatureRequests } from '../../db/schema/index.js';

export type SignatureRequestRow = typeof signatureRequests.$inferSelect;

/** The statuses of a request still waiting on the founder (at most one per order). */
export const OPEN_STATUSES = ['PREPARING', 'SENT'] as const;

export async function insertSignatureRequest(
  db: Executor,
  row: typeof signatureRequests.$inferInsert,
): Promise<SignatureRequestRow> {
  const [inserted] = await db.insert(signatureRequests).values(row).returning();
  return inserted!;
}

/** The order's requests, newest first. */
export function listSignatureRequestsOfOrder(db: Executor, orderId: string) {
  return db
    .select()
    .from(signatureRequests)
    .where(eq(signatureRequests.orderId, orderId))
    .orderBy(desc(signatureRequests.createdAt), desc(signatureRequests.id));
}

export async function findOpenSignatureRequest(db: Executor, orderId: string) {
  const [row] = await db
    .select()
    .from(signatureRequests)
    .where(
      and(
        eq(signatureRequests.orderId, orderId),
        inArray(signatureRequests.status, [...OPEN_STATUSES]),
      ),
    )
    .limit(1);
  return row;
}

export async function findSignatureRequestByProviderId(db: Executor, providerRequestId: string) {
  const [row] = await db
    .select()
    .from(signatureRequests)
    .where(eq(signatureRequests.providerRequestId, providerRequestId))
    .limit(1);
  return row;
}

/**
 * Cancels the order's open request. One still PREPARING never reached the
 * partner and is closed at once (completed_at set); one already SENT keeps
 * completed_at empty until the dispatch task has cancelled it at the partner.
 */
export async function cancelOpenSignatureRequests(db: Executor, orderId: string, at: Date) {
  return db
    .update(signatureRequests)
    .set({
      status: 'CANCELED',
      updatedAt: at,
      nextAttemptAt: at,
      completedAt: sql`case when ${signatureRequests.status} = 'PREPARING' then ${at.toISOString()}::timestamptz else null end`,
    })
    .where(
      and(
        eq(signatureRequests.orderId, orderId),
        inArray(signatureRequests.status, [...OPEN_STATUSES]),
      ),
    )
    .returning();
}

/**
 * Claims due work and leases it by moving `next_attempt_at` past the lease:
 * requests to send (PREPARING) and cancelled requests still open at the
 * partner. The rows are locked with SKIP LOCKED while claimed, so two
 * instances never take the same row, and the lease keeps it theirs while
 * they call the partner outside any transaction.
 */
export async function claimDueSignatureRequests(
  db: Database,
  options: { now: Date; leaseUntil: Date; limit: number },
): Promise<SignatureRequestRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: signatureRequests.id })
      .from(signatureRequests)
      .where(
        and(
          lte(signatureRequests.nextAttemptAt, options.now),
          sql`(${signatureRequests.status} = 'PREPARING' or (${signatureRequests.status} = 'CANCELED' and ${isNotNull(signatureRequests.providerRequestId)} and ${isNull(signatureRequests.completedAt)}))`,
        ),
      )
      .orderBy(signatureRequests.nextAttemptAt)
      .limit(options.limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(signatureRequests)
      .set({ nextAttemptAt: options.leaseUntil })
      .where(
        inArray(
          signatureRequests.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}

/** PREPARING -> SENT, by compare-and-set: a request cancelled meanwhile stays cancelled. */
export async function markSignatureRequestSent(
  db: Executor,
  id: string,
  change: Pick<SignatureRequestRow, 'providerRequestId' | 'signingUrl' | 'documents' | 'updatedAt'>,
) {
  const [row] = await db
    .update(signatureRequests)
    .set({ ...change, status: 'SENT', lastError: null })
    .where(and(eq(signatureRequests.id, id), eq(signatureRequests.status, 'PREPARING')))
    .returning();
  return row;
}

/** Records the provider's id on a request cancelled while it was being sent, so that it is cancelled there too. */
export async function recordLateProviderId(db: Executor, id: string, providerRequestId: string) {
  await db
    .update(signatureRequests)
    .set({ providerRequestId })
    .where(and(eq(signatureRequests.id, id), eq(signatureRequests.status, 'CANCELED')));
}

export async function recordSignatureAttemptFailure(
  db: Executor,
  id: string,
  change: { attempts: number; lastError: string; nextAttemptAt: Date; updatedAt: Date },
) {
  await db.update(signatureRequests).set(change).where(eq(signatureRequests.id, id));
}

export async function markCanceledAtProvider(db: Executor, id: string, at: Date) {
  await db
    .update(signatureRequests)
    .set({ completedAt: at, updatedAt: at, lastError: null })
    .where(eq(signatureRequests.id, id));
}

/** SENT -> a final status, by compare-and-set; undefined when the request was no longer SENT. */
export async function closeSentSignatureRequest(
  db: Executor,
  id: string,
  change: Partial<Pick<SignatureRequestRow, 'signedDocumentIds'>> & {
    status: 'SIGNED' | 'DECLINED' | 'EXPIRED' | 'CANCELED';
    at: Date;
  },
) {
  const [row] = await db
    .update(signatureRequests)
    .set({
      status: change.status,
      ...(change.signedDocumentIds ? { signedDocumentIds: change.signedDocumentIds } : {}),
      completedAt: change.at,
      updatedAt: change.at,
    })
    .where(and(eq(signatureRequests.id, id), eq(signatureRequests.status, 'SENT')))
    .returning();
  return row;
}

/** Records a provider event once; false when it was already recorded (a redelivery). */
export async function insertSignatureEvent(
  db: Executor,
  event: typeof signatureEvents.$inferInsert,
): Promise<boolean> {
  const inserted = await db
    .insert(signatureEvents)
    .values(event)
    .onConflictDoNothing({ target: signatureEvents.id })
    .returning({ id: signatureEvents.id });
  return inserted.length > 0;
}

export async function isSignatureEventRecorded(db: Executor, eventId: string) {
  const rows = await db
    .select({ id: signatureEvents.id })
    .from(signatureEvents)
    .where(eq(signatureEvents.id, eventId))
    .limit(1);
  return rows.length > 0;
}

export async function findOrderRow(db: Executor, orderId: string) {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  return row;
}
