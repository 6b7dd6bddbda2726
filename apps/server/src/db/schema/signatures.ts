import {
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { orders } from './orders.js';

/** One document of a signature request, as generated from the questionnaire. */
export interface SignatureDocumentRecord {
  /** What it is: articles, micro_declaration, mandate_aeat_tgss, ... */
  kind: string;
  fileName: string;
  /** SHA-256 of the unsigned PDF, hex. */
  sha256: string;
  /** Where the unsigned PDF is kept in file storage. */
  storageKey: string;
}

/**
 * A request to the founder to sign the documents of their file.
 * PREPARING (written with the status change that asks for it) -> SENT (the
 * provider has it, signing link known) -> SIGNED | DECLINED | EXPIRED | CANCELED.
 * At most one request of an order is open (PREPARING or SENT) at a time.
 */
export const signatureRequests = pgTable(
  'signature_request',
  {
    id: uuid('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerRequestId: text('provider_request_id').unique(),
    status: text('status').notNull(),
    signerName: text('signer_name').notNull(),
    signerEmail: text('signer_email').notNull(),
    locale: text('locale').notNull(),
    signingUrl: text('signing_url'),
    documents: jsonb('documents').$type<SignatureDocumentRecord[]>().notNull().default([]),
    signedDocumentIds: jsonb('signed_document_ids').$type<string[]>().notNull().default([]),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    index('signature_request_order_id_idx').on(table.orderId),
    uniqueIndex('signature_request_one_open_idx')
      .on(table.orderId)
      .where(sql`${table.status} in ('PREPARING', 'SENT')`),
  ],
);

/**
 * Every signing-provider event applied, by the provider's event id: inserting
 * it first (ON CONFLICT DO NOTHING) makes a redelivered webhook a no-op.
 */
export const signatureEvents = pgTable('signature_event', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  providerRequestId: text('provider_request_id').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One event of the sandbox signing page's audit trail. */
export interface SandboxAuditEntry {
  event: 'created' | 'sent' | 'opened' | 'signed' | 'declined';
  at: string;
  ip?: string;
  userAgent?: string;
}

/**
 * The embedded stand-in for the signing partner's side of a request: what the
 * partner would keep. Only the sandbox provider reads or writes it.
 */
export const sandboxSignatureRequests = pgTable('sandbox_signature_request', {
  id: text('id').primaryKey(),
  /** The token in the signing link; only its SHA-256 is kept. */
  tokenHash: text('token_hash').notNull().unique(),
  externalId: text('external_id').notNull(),
  /** draft, ongoing, done, declined, expired, canceled: the partner's own states. */
  status: text('status').notNull(),
  signerName: text('signer_name').notNull(),
  signerEmail: text('signer_email').notNull(),
  locale: text('locale').notNull(),
  documents: jsonb('documents')
    .$type<{ fileName: string; storageKey: string; signedStorageKey?: string; sha256: string }[]>()
    .notNull(),
  audit: jsonb('audit').$type<SandboxAuditEntry[]>().notNull().default([]),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
