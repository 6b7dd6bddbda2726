import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { customers } from './customers.js';
import type { CountryCodeName, LegalFormName, OrderStatusName } from './enum-names.js';

/**
 * What a Spanish founder's digital certificate says, read when it was opened
 * with its password; `documentId` is the certificate file it was read from.
 */
export interface CertificateRecord {
  documentId: string;
  holderName: string;
  taxId: string;
  /** ISO 8601 instant. */
  expiresAt: string;
  issuer: string;
}

/** A formation order; its country, legal form and status are stored by the enums' names. */
export const orders = pgTable(
  'order',
  {
    id: uuid('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .unique()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    countryCode: text('country_code').$type<CountryCodeName>().notNull(),
    legalForm: text('legal_form').$type<LegalFormName>().notNull(),
    companyName: text('company_name').notNull().default(''),
    status: text('status').$type<OrderStatusName>().notNull(),
    billingProducts: jsonb('billing_products').$type<string[]>().notNull().default([]),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    questionnaire: jsonb('questionnaire').$type<Record<string, unknown>>().notNull().default({}),
    documentRefs: jsonb('document_refs').$type<Record<string, string>>().notNull().default({}),
    /** Spain: the digital certificate once opened with its password; null until then. */
    certificate: jsonb('certificate').$type<CertificateRecord>(),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('order_customer_id_idx').on(table.customerId)],
);
