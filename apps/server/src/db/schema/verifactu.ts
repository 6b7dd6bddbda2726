import { index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

/** Where the AEAT has a record: written pending, then its answer. */
export type VerifactuSubmissionStatusName =
  'PENDING' | 'ACCEPTED' | 'ACCEPTED_WITH_ERRORS' | 'REJECTED';

/**
 * The Veri*Factu records (Real Decreto 1007/2023): one registration record per
 * factura issued, one cancellation record per factura cancelled, written in
 * the transaction that issues or cancels it, each chained to the previous
 * record of the same issuer NIF by its fingerprint. Append-only: a trigger of
 * the migration refuses any UPDATE or DELETE (docs/accounting-spain.md). No
 * foreign key: a record outlives the document and the account it is about.
 */
export const verifactuRecords = pgTable(
  'verifactu_record',
  {
    id: uuid('id').primaryKey(),
    issuerNif: text('issuer_nif').notNull(),
    /** The issuer's name, for the submission's header (a cancellation record does not hold it). */
    issuerName: text('issuer_name').notNull(),
    /** 1 for the issuer's first record, then each next one. */
    position: integer('position').notNull(),
    accountId: uuid('account_id').notNull(),
    documentId: uuid('document_id').notNull(),
    /** ALTA or ANULACION. */
    recordType: text('record_type').$type<'ALTA' | 'ANULACION'>().notNull(),
    invoiceNumber: text('invoice_number').notNull(),
    huella: text('huella').notNull(),
    /** The record as the domain built it (RegistroAlta or RegistroAnulacion). */
    record: jsonb('record').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    unique('verifactu_record_position_key').on(table.issuerNif, table.position),
    index('verifactu_record_document_idx').on(table.documentId),
  ],
);

/**
 * The last record of each issuer's chain: locked (FOR UPDATE) by whoever
 * appends next, so that two instances issuing at once chain one after the other.
 */
export const verifactuChains = pgTable('verifactu_chain', {
  issuerNif: text('issuer_nif').primaryKey(),
  lastPosition: integer('last_position').notNull(),
  lastRecordId: uuid('last_record_id'),
});

/**
 * The submission of a record to the AEAT, kept apart from the record (which
 * never changes): the outbox row the worker claims (docs/adr/0005), retried
 * with back-off on a failure to reach the service, ended by the AEAT's answer.
 */
export const verifactuSubmissions = pgTable(
  'verifactu_submission',
  {
    recordId: uuid('record_id')
      .primaryKey()
      .references(() => verifactuRecords.id),
    status: text('status').$type<VerifactuSubmissionStatusName>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    /** The AEAT's code and description of an error, and its secure verification code. */
    errorCode: text('error_code'),
    errorDescription: text('error_description'),
    csv: text('csv'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('verifactu_submission_due_idx').on(table.status, table.nextAttemptAt)],
);
