import { and, desc, eq, gt, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { PaymentStatusName } from '@foundly/domain';
import type { Executor } from '../../db/client.js';
import { orders, paymentEvents, payments } from '../../db/schema/index.js';
import { isUuid } from '../../rpc/caller.js';

export type PaymentRow = typeof payments.$inferSelect;

/** Serialises the checkouts of one order, so that a double click opens one checkout. */
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

/**
 * The newest pending checkout of an order with the same provider, product,
 * amount and language that stays open past `openUntil`: a second click reuses it.
 */
export async function findReusablePayment(
  db: Executor,
  match: {
    orderId: string;
    provider: string;
    productId: string;
    amountCents: number;
    currency: string;
    locale: string;
    openUntil: Date;
  },
) {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.orderId, match.orderId),
        eq(payments.provider, match.provider),
        eq(payments.status, 'pending'),
        eq(payments.productId, match.productId),
        eq(payments.amountCents, match.amountCents),
        eq(payments.currency, match.currency),
        eq(payments.locale, match.locale),
        gt(payments.expiresAt, match.openUntil),
      ),
    )
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row;
}

/** The order's other checkouts that could still be paid at the provider. */
export function listOpenPayments(db: Executor, orderId: string, exceptPaymentId: string) {
  return db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.orderId, orderId),
        ne(payments.id, exceptPaymentId),
        inArray(payments.status, ['pending', 'failed']),
        isNotNull(payments.providerSessionId),
      ),
    );
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
