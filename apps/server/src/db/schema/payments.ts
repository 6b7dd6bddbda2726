import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { orders } from './orders.js';

/** What a checkout pays for. */
export type PaymentPurpose = 'order' | 'business_account';

/**
 * A card checkout of an order. The row is written before the provider is
 * called (provider_session_id is null until it answers), so that a double
 * click joins the checkout being created instead of opening a second one.
 * `attempt` numbers an order's checkouts in the order they were opened (under
 * the order's lock): only the newest may stay payable at the provider.
 * Amounts are integer cents; amount_cents is what the customer pays, VAT included.
 */
export const payments = pgTable(
  'payment',
  {
    id: uuid('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    provider: text('provider').notNull(),
    providerSessionId: text('provider_session_id').unique(),
    providerPaymentIntentId: text('provider_payment_intent_id'),
    providerSubscriptionId: text('provider_subscription_id'),
    productId: text('product_id').notNull(),
    netCents: bigint('net_cents', { mode: 'number' }).notNull(),
    vatCents: bigint('vat_cents', { mode: 'number' }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    mode: text('mode').notNull(),
    /** What the payment is for: `order` (the formation) or `business_account` (its subscription). */
    purpose: text('purpose').$type<PaymentPurpose>().notNull().default('order'),
    status: text('status').notNull(),
    locale: text('locale').notNull(),
    customerEmail: text('customer_email').notNull(),
    checkoutUrl: text('checkout_url'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payment_order_id_idx').on(table.orderId),
    index('payment_provider_payment_intent_id_idx').on(table.providerPaymentIntentId),
    unique('payment_order_id_attempt_unique').on(table.orderId, table.attempt),
  ],
);

/**
 * A payment given back because it did not place its order: the order was
 * already paid through another checkout (two tabs), or had left DRAFT. Written
 * in the webhook's transaction (one per payment), then sent to the provider by
 * the refund task, retried until the provider takes it: the row is the job.
 */
export const paymentRefunds = pgTable(
  'payment_refund',
  {
    id: uuid('id').primaryKey(),
    paymentId: uuid('payment_id')
      .notNull()
      .unique()
      .references(() => payments.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** `order_already_paid` or `order_not_payable` (the order had left DRAFT otherwise). */
    reason: text('reason').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** pending (to send, or being sent), succeeded, or failed (given up: an operator acts). */
    status: text('status').notNull(),
    providerRefundId: text('provider_refund_id'),
    attempts: integer('attempts').notNull().default(0),
    /** When the task may take it next; claiming pushes it one lease ahead. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    lastError: text('last_error'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('payment_refund_due_idx').on(table.status, table.nextAttemptAt)],
);

/**
 * Every provider event applied, by the provider's own event id: inserting it
 * first (ON CONFLICT DO NOTHING) is what makes a redelivered event a no-op.
 */
export const paymentEvents = pgTable('payment_event', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The embedded stand-in for Stripe's side of a checkout: what Stripe would
 * keep about a Checkout Session. Only the sandbox provider reads or writes it.
 */
export const sandboxCheckoutSessions = pgTable('sandbox_checkout_session', {
  id: text('id').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  mode: text('mode').notNull(),
  amountTotal: bigint('amount_total', { mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  productName: text('product_name').notNull(),
  description: text('description').notNull(),
  customerEmail: text('customer_email').notNull(),
  clientReferenceId: text('client_reference_id').notNull(),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
  successUrl: text('success_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  locale: text('locale').notNull(),
  /** open, complete or expired, as Stripe's Checkout Session status. */
  status: text('status').notNull(),
  /** unpaid or paid. */
  paymentStatus: text('payment_status').notNull(),
  paymentIntentId: text('payment_intent_id').notNull(),
  subscriptionId: text('subscription_id'),
  /** A card that needs 3-D Secure was entered: the authentication page decides. */
  awaitingAuthentication: boolean('awaiting_authentication').notNull().default(false),
  /** The refund of the payment (Stripe's `re_…`), and the idempotency key that created it. */
  refundId: text('refund_id'),
  refundIdempotencyKey: text('refund_idempotency_key'),
  refundedAt: timestamp('refunded_at', { withTimezone: true }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
