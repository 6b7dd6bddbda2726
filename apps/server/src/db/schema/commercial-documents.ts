import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import type { CommercialDocumentKindName, CommercialDocumentStatusName } from './enum-names.js';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
  fromDriver: (value) => new Uint8Array(value),
});

/** A postal address as the documents keep it (formation.v1.PostalAddress's JSON). */
export interface StoredAddress {
  street1?: string;
  street2?: string;
  postalCode?: string;
  city?: string;
  countryCode?: string;
}

/**
 * A quote, invoice or credit note of an account. `content` is what the person
 * wrote (formation.v1.CommercialDocumentInput's JSON, logo aside), the
 * customer included; the totals are computed from it on every save. Issuing
 * sets `number`, `seller` (the company's details as printed) and
 * `issued_at` in the transaction that takes the number; an issued row is
 * never written again (docs/invoicing.md, the freeze).
 */
export const commercialDocuments = pgTable(
  'commercial_document',
  {
    id: uuid('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<CommercialDocumentKindName>().notNull(),
    status: text('status').$type<CommercialDocumentStatusName>().notNull(),
    /** F-2026-0001; null while a draft. */
    number: text('number'),
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    currency: text('currency').notNull(),
    /** The seller charged no VAT (franchise, not registered): every rate is 0. */
    vatExempt: boolean('vat_exempt').notNull(),
    totalNetAmount: bigint('total_net_amount', { mode: 'bigint' }).notNull(),
    totalTaxAmount: bigint('total_tax_amount', { mode: 'bigint' }).notNull(),
    totalAmount: bigint('total_amount', { mode: 'bigint' }).notNull(),
    /** formation.v1.InvoiceSeller's JSON, frozen at issue; null while a draft. */
    seller: jsonb('seller').$type<Record<string, unknown>>(),
    /** The quote an invoice came from, or the invoice a credit note cancels. */
    sourceDocumentId: uuid('source_document_id').references(
      (): AnyPgColumn => commercialDocuments.id,
    ),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    /** An issued invoice the founder marked paid: payment state, not content (not frozen). */
    paid: boolean('paid').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('commercial_document_number_key').on(table.accountId, table.number),
    index('commercial_document_account_idx').on(table.accountId, table.updatedAt),
    index('commercial_document_source_idx').on(table.sourceDocumentId),
  ],
);

/**
 * The last number taken in each series of an account (a kind in a year):
 * issuing updates the row with `last_sequence + 1 ... RETURNING` in its
 * transaction, which locks it until the commit, so that concurrent issues
 * (on any instance) take consecutive numbers.
 */
export const documentSeries = pgTable(
  'commercial_document_series',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    seriesKey: text('series_key').notNull(),
    lastSequence: integer('last_sequence').notNull(),
    /** The date of the last document numbered, YYYY-MM-DD: the next may not be earlier. */
    lastDate: text('last_date').notNull(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.seriesKey] })],
);

/** The logo printed on an account's documents: a PNG or JPEG checked by its bytes. */
export const invoiceLogos = pgTable('invoice_logo', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  bytes: bytea('bytes').notNull(),
  mediaType: text('media_type').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The people and companies an account invoiced, saved from its documents to reuse. */
export const invoiceCustomers = pgTable(
  'invoice_customer',
  {
    id: uuid('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    companyName: text('company_name').notNull(),
    address: jsonb('address').$type<StoredAddress>().notNull(),
    email: text('email').notNull(),
    isBusiness: boolean('is_business').notNull(),
    registrationNumber: text('registration_number').notNull(),
    vatNumber: text('vat_number').notNull(),
    /** Spain: the recipient's NIF. */
    nif: text('nif').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('invoice_customer_account_idx').on(table.accountId)],
);

/**
 * What the company's registration gave that the questionnaire does not hold:
 * its SIREN or company number, VAT number, register (RCS city, RNE), share
 * capital and registered office, recorded by an operator from the register
 * extract (Kbis, Companies House register). The seller of every document
 * issued after.
 */
export const companyRegistrations = pgTable('company_registration', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  registrationNumber: text('registration_number').notNull(),
  vatNumber: text('vat_number').notNull(),
  register: text('register').notNull(),
  shareCapital: bigint('share_capital', { mode: 'bigint' }).notNull(),
  /** The registered office as the register gives it; null when none is recorded. */
  registeredOffice: jsonb('registered_office').$type<StoredAddress>(),
  recordedBy: text('recorded_by').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
