import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lt, lte, ne, sql } from 'drizzle-orm';
import type { PaymentStatusName } from '@foundly/domain';
import type { Database, Executor } from '../../db/client.js';
import {
  orders,
  paymentEvents,
  paymentRefunds,
  payments,
  type PaymentPurpose,
} from '../../db/schema/index.js';
import { isUuid } from '../../rpc/caller.js';

export type PaymentRow = typeof payments.$inferSelect;
export type PaymentRefundRow = typeof paymentRefunds.$inferSelect;

/**
 * Serialises the checkouts of one order across instances (a transaction-scoped
 * advisory lock), so that their attempts are numbered in the order they began.
 */
export async function lockOrderPayments(db: Executor, orderId: string) {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`payment:${orderId}`}))`);
}

/** The country and legal form of an order, for the receipt. */
export async function findOrderKind(db: Executor, orderId: string) {
  const [row] = await db
    .select({ countryCode: orders.countryCode, legalForm: orders.legalForm })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
  return row;
}

export async function findOrderStatus(db: Executor, orderId: string) {
  const [row] = await db
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
  return row?.status;
}

/** The order's newest checkout for a purpose: the one a second click may be given again. */
export async function findNewestPayment(db: Executor, orderId: string, purpose: PaymentPurpose) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.purpose, purpose)))
    .orderBy(desc(payments.attempt))
    .limit(1);
  return row;
}

/** The number of the order's newest checkout, whatever it pays for (0 when none). */
export async function findLastAttempt(db: Executor, orderId: string) {
  const [row] = await db
    .select({ attempt: payments.attempt })
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(desc(payments.attempt))
    .limit(1);
  return row?.attempt ?? 0;
}

/** The order's checkouts for a purpose opened before `attempt` that could still be paid at the provider. */
export function listOlderOpenPayments(
  db: Executor,
  orderId: string,
  purpose: PaymentPurpose,
  attempt: number,
) {
  return db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.orderId, orderId),
        eq(payments.purpose, purpose),
        lt(payments.attempt, attempt),
        inArray(payments.status, ['pending', 'failed']),
        isNotNull(payments.providerSessionId),
      ),
    );
}

/** Whether a checkout for the same purpose was opened for the order after `attempt`. */
export async function hasNewerPayment(
  db: Executor,
  orderId: string,
  purpose: PaymentPurpose,
  attempt: number,
) {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.orderId, orderId),
        eq(payments.purpose, purpose),
        gt(payments.attempt, attempt),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Whether another payment of the order for the same purpose succeeded: then this one paid twice. */
export async function hasOtherSucceededPayment(
  db: Executor,
  orderId: string,
  purpose: PaymentPurpose,
  paymentId: string,
) {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.orderId, orderId),
        eq(payments.purpose, purpose),
        ne(payments.id, paymentId),
        eq(payments.status, 'succeeded'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Marks a checkout closed at the provider as expired, at once: its webhook
 * may come later (Stripe's does), and until then the row must not look
 * payable. The webhook then changes nothing.
 */
export async function markPaymentExpired(db: Executor, paymentId: string, at: Date) {
  await db
    .update(payments)
    .set({ status: 'expired', updatedAt: at })
    .where(and(eq(payments.id, paymentId), inArray(payments.status, ['pending', 'failed'])));
}

export async function insertPayment(db: Executor, payment: typeof payments.$inferInsert) {
  const [row] = await db.insert(payments).values(payment).returning();
  return row!;
}

/**
 * Records the provider's session of a payment, once: when two clicks raced,
 * both got the same session (same idempotency key) and the second write is a no-op.
 */
export async function setPaymentSession(
  db: Executor,
  paymentId: string,
  session: { sessionId: string; url: string },
  at: Date,
) {
  await db
    .update(payments)
    .set({ providerSessionId: session.sessionId, checkoutUrl: session.url, updatedAt: at })
    .where(and(eq(payments.id, paymentId), isNull(payments.providerSessionId)));
  return findPaymentById(db, paymentId);
}

/** Forgets a checkout the provider could not open. */
export async function deletePaymentWithoutSession(db: Executor, paymentId: string) {
  await db
    .delete(payments)
    .where(and(eq(payments.id, paymentId), isNull(payments.providerSessionId)));
}

export async function findPaymentById(db: Executor, paymentId: string) {
  const [row] = await db.select().from(payments).where(eq(payments.id, paymentId)).limit(1);
  return row;
}

/**
 * The payment an event is about, locked until the transaction ends: by the
 * session id, else by our payment id from the metadata, else by the intent id.
 */
export async function findPaymentForUpdate(
  db: Executor,
  keys: {
    sessionId?: string | undefined;
    paymentId?: string | undefined;
    paymentIntentId?: string | undefined;
  },
) {
  const condition = keys.sessionId
    ? eq(payments.providerSessionId, keys.sessionId)
    : keys.paymentId && isUuid(keys.paymentId)
      ? eq(payments.id, keys.paymentId)
      : keys.paymentIntentId
        ? eq(payments.providerPaymentIntentId, keys.paymentIntentId)
        : undefined;
  if (!condition) return undefined;
  const [row] = await db.select().from(payments).where(condition).limit(1).for('update');
  return row;
}

/**
 * Records a provider event id; false when it was already recorded. Two
 * instances inserting the same id at once: the second waits for the first's
 * transaction and then finds the row, so only one applies the event.
 */
export async function recordPaymentEvent(db: Executor, event: { id: string; type: string }) {
  const rows = await db
    .insert(paymentEvents)
    .values({ id: event.id, type: event.type })
    .onConflictDoNothing({ target: paymentEvents.id })
    .returning({ id: paymentEvents.id });
  return rows.length > 0;
}

export async function linkPaymentEvent(db: Executor, eventId: string, paymentId: string) {
  await db.update(paymentEvents).set({ paymentId }).where(eq(paymentEvents.id, eventId));
}

/** Keeps the provider's intent and subscription ids the first time an event names them. */
export async function recordProviderIds(
  db: Executor,
  payment: PaymentRow,
  ids: { paymentIntentId?: string | undefined; subscriptionId?: string | undefined },
  at: Date,
) {
  const change = {
    ...(ids.paymentIntentId && !payment.providerPaymentIntentId
      ? { providerPaymentIntentId: ids.paymentIntentId }
      : {}),
    ...(ids.subscriptionId && !payment.providerSubscriptionId
      ? { providerSubscriptionId: ids.subscriptionId }
      : {}),
  };
  if (Object.keys(change).length === 0) return;
  await db
    .update(payments)
    .set({ ...change, updatedAt: at })
    .where(eq(payments.id, payment.id));
}

/** Moves a payment from one status to the next; false when it had already moved. */
export async function transitionPayment(
  db: Executor,
  paymentId: string,
  from: PaymentStatusName,
  to: PaymentStatusName,
  at: Date,
) {
  const rows = await db
    .update(payments)
    .set({ status: to, updatedAt: at })
    .where(and(eq(payments.id, paymentId), eq(payments.status, from)))
    .returning({ id: payments.id });
  return rows.length > 0;
}

/** Queues the refund of a payment, once (one per payment); undefined when it was queued already. */
export async function insertRefund(db: Executor, refund: typeof paymentRefunds.$inferInsert) {
  const [row] = await db
    .insert(paymentRefunds)
    .values(refund)
    .onConflictDoNothing({ target: paymentRefunds.paymentId })
    .returning();
  return row;
}

/**
 * Claims the refunds due now: locked with FOR UPDATE SKIP LOCKED so that
 * instances share them without taking one twice, and leased by pushing their
 * next attempt to `leaseUntil` (a worker that dies releases them then). The
 * attempt is counted as it is claimed.
 */
export function claimDueRefunds(
  db: Database,
  input: { now: Date; leaseUntil: Date; limit: number },
): Promise<PaymentRefundRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: paymentRefunds.id })
      .from(paymentRefunds)
      .where(
        and(eq(paymentRefunds.status, 'pending'), lte(paymentRefunds.nextAttemptAt, input.now)),
      )
      .orderBy(asc(paymentRefunds.nextAttemptAt))
      .limit(input.limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(paymentRefunds)
      .set({ nextAttemptAt: input.leaseUntil, attempts: sql`${paymentRefunds.attempts} + 1` })
      .where(
        inArray(
          paymentRefunds.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}

/**
 * Records that the provider took a refund: `succeeded`, or `requested` while
 * the card network confirms it (`charge.refunded` then confirms it). Only
 * from pending, so that it happens once.
 */
export async function markRefundSent(
  db: Executor,
  refundId: string,
  result: { status: 'succeeded' | 'requested'; providerRefundId: string; at: Date },
) {
  const [row] = await db
    .update(paymentRefunds)
    .set({
      status: result.status,
      providerRefundId: result.providerRefundId,
      lastError: null,
      refundedAt: result.status === 'succeeded' ? result.at : null,
      updatedAt: result.at,
    })
    .where(and(eq(paymentRefunds.id, refundId), eq(paymentRefunds.status, 'pending')))
    .returning();
  return row;
}

/** A failed try: tried again at `nextAttemptAt`, or given up on (`failed`, for an operator). */
export async function recordRefundFailure(
  db: Executor,
  refundId: string,
  failure: { status: 'pending' | 'failed'; lastError: string; nextAttemptAt: Date; at: Date },
) {
  await db
    .update(paymentRefunds)
    .set({
      status: failure.status,
      lastError: failure.lastError,
      nextAttemptAt: failure.nextAttemptAt,
      updatedAt: failure.at,
    })
    .where(and(eq(paymentRefunds.id, refundId), eq(paymentRefunds.status, 'pending')));
}

/** The provider confirmed a requested refund (`charge.refunded`). */
export async function confirmRefund(db: Executor, paymentId: string, at: Date) {
  await db
    .update(paymentRefunds)
    .set({ status: 'succeeded', refundedAt: at, updatedAt: at })
    .where(and(eq(paymentRefunds.paymentId, paymentId), eq(paymentRefunds.status, 'requested')));
}
