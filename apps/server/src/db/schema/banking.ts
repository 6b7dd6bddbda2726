import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { orders } from './orders.js';

/**
 * The capital deposit of an order at the banking partner, one per order. It
 * is written (ONBOARDING, due at once) with the status change to AWAITING_CD
 * and opened at the bank by the background worker, which records the bank's
 * case id; from then on the bank's webhooks move it. `status` is the
 * formation.v1 CapitalDepositStatus name; `bankStatus` the bank's own.
 */
export const capitalDeposits = pgTable(
  'capital_deposit',
  {
    id: uuid('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerCaseId: text('provider_case_id').unique(),
    status: text('status').notNull(),
    bankStatus: text('bank_status'),
    paidUpAmountCents: bigint('paid_up_amount_cents', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('EUR'),
    legalRepresentativeMembershipId: text('legal_representative_membership_id'),
    certificateDocumentId: uuid('certificate_document_id'),
    /** When the bank last changed the case, as it reported it: an older report changes nothing. */
    bankUpdatedAt: timestamp('bank_updated_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** When the worker opens the case next; null once opened, or when only an operator can help. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('capital_deposit_next_attempt_idx').on(table.nextAttemptAt)],
);

/** A document a shareholder gives the bank, and where the bank stands on it. */
export interface ShareholderDocumentRecord {
  type: string;
  /** PENDING, VALIDATED or REFUSED (formation.v1 ShareholderDocumentStatus names). */
  status: string;
}

/** One founder's part of a deposit: the amount to transfer, their identity check, the account to pay into. */
export const capitalDepositShareholders = pgTable(
  'capital_deposit_shareholder',
  {
    id: uuid('id').primaryKey(),
    depositId: uuid('deposit_id')
      .notNull()
      .references(() => capitalDeposits.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    providerShareholderId: text('provider_shareholder_id'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    locale: text('locale').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** WAITING_FOR_TRANSFER or CAPITAL_TRANSFERRED (formation.v1 ShareholderStatus names). */
    status: text('status').notNull(),
    /** formation.v1 VerificationStatus name. */
    verificationStatus: text('verification_status').notNull(),
    onboardingUrl: text('onboarding_url'),
    iban: text('iban'),
    bic: text('bic'),
    accountHolder: text('account_holder'),
    documents: jsonb('documents').$type<ShareholderDocumentRecord[]>().notNull().default([]),
  },
  (table) => [
    uniqueIndex('capital_deposit_shareholder_position_idx').on(table.depositId, table.position),
  ],
);

/**
 * Every banking-partner webhook received, by the partner's event id:
 * inserting it first (ON CONFLICT DO NOTHING) makes a redelivery a no-op, and
 * the rows are the deposit's history in the back-office.
 */
export const bankWebhookEvents = pgTable(
  'bank_webhook_event',
  {
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    type: text('type').notNull(),
    providerCaseId: text('provider_case_id').notNull(),
    depositId: uuid('deposit_id').references(() => capitalDeposits.id, { onDelete: 'cascade' }),
    /** applied, unchanged or unknown_deposit. */
    outcome: text('outcome').notNull(),
    statusAfter: text('status_after'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('bank_webhook_event_deposit_idx').on(table.depositId, table.receivedAt)],
);

/** A shareholder as the sandbox bank keeps it, in the partner's own names. */
export interface SandboxShareholderRecord {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  locale: string;
  amountCents: number;
  /** NotStarted, WaitingForInformation, Pending, Verified, Refused. */
  verificationStatus: string;
  /** WaitingForTransfer or CapitalTransferred. */
  status: string;
  iban: string;
  bic: string;
}

/**
 * The embedded stand-in for the bank's side of a capital deposit case: what
 * the bank would keep. Only the sandbox provider reads or writes it.
 */
export const sandboxCapitalDepositCases = pgTable('sandbox_capital_deposit_case', {
  id: text('id').primaryKey(),
  externalId: text('external_id').notNull().unique(),
  /** The bank's case states: WaitingForRequirements ... Completed. */
  status: text('status').notNull(),
  companyName: text('company_name').notNull(),
  currency: text('currency').notNull(),
  legalRepresentativeMembershipId: text('legal_representative_membership_id').notNull(),
  shareholders: jsonb('shareholders').$type<SandboxShareholderRecord[]>().notNull(),
  /** Where the notary's certificate PDF is kept once issued. */
  certificateStorageKey: text('certificate_storage_key'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The sandbox bank's outgoing webhooks: written with the change they report,
 * posted by the background worker until our route answers 200 (at least
 * once, and in no promised order, as a real bank delivers them).
 */
export const sandboxBankWebhooks = pgTable(
  'sandbox_bank_webhook',
  {
    id: uuid('id').primaryKey(),
    payload: text('payload').notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sandbox_bank_webhook_due_idx').on(table.nextAttemptAt)],
);
