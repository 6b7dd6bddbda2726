import type { CompanyAccountStatusName } from '@foundly/domain';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { orders } from './orders.js';
import { payments } from './payments.js';

/**
 * The business bank account of a completed micro-entreprise, one per account:
 * written (`subscribed`) by the first success of its subscription's checkout,
 * in the webhook's transaction. The row is also the job that opens the bank's
 * onboarding (ADR 5): `next_attempt_at` is when the background task may take
 * it, leased by pushing it ahead, until the bank gave its onboarding URL
 * (`registration_pending`); the bank's webhook then makes it `completed`.
 */
export const companyAccounts = pgTable(
  'company_account',
  {
    id: uuid('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .unique()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The subscription's checkout that paid for it. */
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    status: text('status').$type<CompanyAccountStatusName>().notNull(),
    /** The founder's language, for the bank's onboarding. */
    locale: text('locale').notNull(),
    email: text('email').notNull(),
    provider: text('provider').notNull(),
    providerOnboardingId: text('provider_onboarding_id').unique(),
    onboardingUrl: text('onboarding_url'),
    legalRepresentativeMembershipId: text('legal_representative_membership_id'),
    bankPortalUrl: text('bank_portal_url'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastError: text('last_error'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('company_account_due_idx').on(table.status, table.nextAttemptAt)],
);

/**
 * Every bank webhook event applied, by the bank's event id: inserting it first
 * (ON CONFLICT DO NOTHING) makes a redelivery a no-op.
 */
export const companyAccountEvents = pgTable('company_account_event', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  resourceId: text('resource_id').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The embedded stand-in for the bank's side of a company onboarding: what the
 * bank keeps of it (`ongoing` with `Valid` or `Invalid` information, then
 * `finalized` with the account). Only the sandbox provider reads or writes it.
 */
export const sandboxBankOnboardings = pgTable('sandbox_bank_onboarding', {
  id: text('id').primaryKey(),
  /** Our company account id: a retried creation finds the same onboarding. */
  externalId: text('external_id').notNull().unique(),
  tokenHash: text('token_hash').notNull().unique(),
  email: text('email').notNull(),
  companyName: text('company_name').notNull(),
  locale: text('locale').notNull(),
  redirectUrl: text('redirect_url').notNull(),
  /** ongoing or finalized (Swan's onboardingState Ongoing / Completed). */
  state: text('state').notNull(),
  /** Valid, Invalid or Finalized (Swan's statusInfo.status). */
  status: text('status').notNull(),
  accountId: text('account_id'),
  legalRepresentativeMembershipId: text('legal_representative_membership_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The sandbox bank's webhooks, written in the transaction of the change they
 * announce and posted by a background task until our route accepts them: at
 * least once, as the bank delivers them.
 */
export const sandboxOnboardingWebhooks = pgTable(
  'sandbox_onboarding_webhook',
  {
    id: text('id').primaryKey(),
    payload: text('payload').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sandbox_onboarding_webhook_due_idx').on(table.nextAttemptAt)],
);
