import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';

/**
 * An expense (gasto) of a Spanish autónomo's account, as the founder entered
 * or confirmed it from the supplier's ticket or invoice (docs/accounting-spain.md,
 * "Gastos"). Amounts in cents; the IVA rate and the deductible share are
 * fractions. An expense imported from a file keeps it under
 * `expenses/{id}`; `upload_id` names the upload it came from, so that an
 * upload is used once.
 */
export const expenses = pgTable(
  'expense',
  {
    id: uuid('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    supplierNif: text('supplier_nif').notNull(),
    supplierName: text('supplier_name').notNull(),
    number: text('number').notNull().default(''),
    date: date('date', { mode: 'string' }).notNull(),
    base: bigint('base', { mode: 'bigint' }).notNull(),
    ivaRate: doublePrecision('iva_rate').notNull(),
    iva: bigint('iva', { mode: 'bigint' }).notNull(),
    total: bigint('total', { mode: 'bigint' }).notNull(),
    deductibleShare: doublePrecision('deductible_share').notNull(),
    paid: boolean('paid').notNull().default(false),
    source: text('source').$type<'manual' | 'file'>().notNull(),
    uploadId: uuid('upload_id').unique(),
    fileName: text('file_name'),
    contentType: text('content_type'),
    size: bigint('size', { mode: 'number' }),
    sha256: text('sha256'),
    storageKey: text('storage_key'),
    bucket: text('bucket'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('expense_account_date_idx').on(table.accountId, table.date, table.createdAt)],
);
