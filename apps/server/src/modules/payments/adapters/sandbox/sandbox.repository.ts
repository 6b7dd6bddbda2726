import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../../../db/client.js';
import { sandboxCheckoutSessions } from '../../../../db/schema/index.js';

export type SandboxSessionRow = typeof sandboxCheckoutSessions.$inferSelect;

/** Inserts a session unless one exists for the idempotency key; returns the one that exists. */
export async function insertSandboxSession(
  db: Executor,
  session: typeof sandboxCheckoutSessions.$inferInsert,
): Promise<SandboxSessionRow> {
  await db.insert(sandboxCheckoutSessions).values(session).onConflictDoNothing({
    target: sandboxCheckoutSessions.idempotencyKey,
  });
  const [row] = await db
    .select()
    .from(sandboxCheckoutSessions)
    .where(eq(sandboxCheckoutSessions.idempotencyKey, session.idempotencyKey))
    .limit(1);
  return row!;
}

export async function findSandboxSession(db: Executor, sessionId: string) {
  const [row] = await db
    .select()
    .from(sandboxCheckoutSessions)
    .where(eq(sandboxCheckoutSessions.id, sessionId))
    .limit(1);
  return row;
}

/**
 * Changes an open session, only while it is open (and, when asked, only while
 * it awaits 3-D Secure): the compare-and-set that makes a double submit pay once.
 */
export async function updateOpenSandboxSession(
  db: Executor,
  sessionId: string,
  change: Partial<
    Pick<
      SandboxSessionRow,
      'status' | 'paymentStatus' | 'awaitingAuthentication' | 'paymentIntentId' | 'subscriptionId'
    >
  >,
  options: { awaitingAuthentication?: boolean; at: Date },
): Promise<SandboxSessionRow | undefined> {
  const [row] = await db
    .update(sandboxCheckoutSessions)
    .set({ ...change, updatedAt: options.at })
    .where(
      and(
        eq(sandboxCheckoutSessions.id, sessionId),
        eq(sandboxCheckoutSessions.status, 'open'),
        options.awaitingAuthentication === undefined
          ? undefined
          : eq(sandboxCheckoutSessions.awaitingAuthentication, options.awaitingAuthentication),
      ),
    )
    .returning();
  return row;
}

/** Records the refund of a paid session, once: undefined when it was refunded already, or never paid. */
export async function markSandboxSessionRefunded(
  db: Executor,
  sessionId: string,
  refund: { refundId: string; idempotencyKey: string; at: Date },
): Promise<SandboxSessionRow | undefined> {
  const [row] = await db
    .update(sandboxCheckoutSessions)
    .set({
      refundId: refund.refundId,
      refundIdempotencyKey: refund.idempotencyKey,
      refundedAt: refund.at,
      updatedAt: refund.at,
    })
    .where(
      and(
        eq(sandboxCheckoutSessions.id, sessionId),
        eq(sandboxCheckoutSessions.paymentStatus, 'paid'),
        isNull(sandboxCheckoutSessions.refundId),
      ),
    )
    .returning();
  return row;
}
