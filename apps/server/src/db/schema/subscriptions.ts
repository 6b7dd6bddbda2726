import type { SubscriptionStatusName } from '@foundly/domain';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { orders } from './orders.js';
import { payments } from './payments.js';

/**
 * A monthly plan (`autónomo_pro`) paid through the card provider: our copy
 * of the provider's subscription, moved only by its verified events
 * (`getSubscriptionStateAfter`). One per provider subscription; the first
 * payment is the checkout that created it.
 */
export const subscriptions = pgTable(
  'subscription',
  {
    id: uuid('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    firstPaymentId: uuid('first_payment_id')
      .notNull()
      .unique()
      .references(() => payments.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerSubscriptionId: text('provider_subscription_id').notNull().unique(),
    productId: text('product_id').notNull(),
    status: text('status').$type<SubscriptionStatusName>().notNull(),
    /** The first failed renewal of the current run; the grace counts from it. */
    pastDueSince: timestamp('past_due_since', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** When the provider made the newest event applied (events arrive out of order). */
    lastEventAt: timestamp('last_event_at', { withTimezone: true }),
    /** Where the founder pays the unpaid invoice with another card (Stripe's hosted invoice page). */
    paymentUpdateUrl: text('payment_update_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('subscription_account_id_idx').on(table.accountId)],
);

/**
 * The sandbox's side of a subscription (what Stripe Billing would keep):
 * its status, period, the invoice left unpaid by a failed renewal, and the
 * controls of the sandbox's page (the next renewal set to fail).
 */
export const sandboxSubscriptions = pgTable('sandbox_subscription', {
  id: text('id').primaryKey(),
  sessionId: text('session_id').notNull(),
  /** Stripe's statuses: active, past_due, canceled. */
  status: text('status').notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  locale: text('locale').notNull(),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
  currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
  /** The next charge (renewal or retry) is declined, once. */
  failNextCharge: boolean('fail_next_charge').notNull().default(false),
  /** The invoice of a renewal whose charge failed, until it is paid. */
  openInvoiceId: text('open_invoice_id'),
  openInvoiceAttempts: integer('open_invoice_attempts').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
