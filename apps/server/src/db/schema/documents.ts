import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { authUsers } from './auth.js';
import { orders } from './orders.js';

/**
 * An announced upload: the URL handed out, what was announced, and how far it
 * got (PENDING -> UPLOADED -> CONFIRMING -> CONFIRMED; S3 uploads skip UPLOADED).
 * Refused uploads are deleted.
 */
export const uploads = pgTable(
  'upload',
  {
    id: uuid('id').primaryKey(),
    /** The order a document upload is for; none for a file sent in the support chat. */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull().unique(),
    fileName: text('file_name').notNull(),
    groupingId: text('grouping_id').notNull().default(''),
    category: text('category').notNull(),
    documentType: text('document_type').notNull(),
    format: text('format').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    /**
     * The SHA-256 (hex) the owner declared: the only bytes the upload takes. Empty for
     * uploads announced before it was asked, which can then never be completed.
     */
    sha256: text('sha256').notNull().default(''),
    status: text('status').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('upload_order_id_idx').on(table.orderId)],
);

/** A stored document of an order; deleted documents keep their row with deleted_at set. */
export const documents = pgTable(
  'document',
  {
    id: uuid('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    uploadId: uuid('upload_id').unique(),
    type: text('type').notNull(),
    category: text('category').notNull(),
    fileName: text('file_name').notNull(),
    groupingId: text('grouping_id').notNull().default(''),
    storageKey: text('storage_key').notNull(),
    bucket: text('bucket').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    contentType: text('content_type').notNull(),
    sha256: text('sha256').notNull(),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    authority: text('authority'),
    uploadedBy: text('uploaded_by').notNull(),
    uploadedByUserId: text('uploaded_by_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [index('document_order_id_idx').on(table.orderId)],
);

/** Who uploaded, downloaded or deleted which document, and when. */
export const documentAudit = pgTable(
  'document_audit',
  {
    id: uuid('id').primaryKey(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').notNull(),
    actorUserId: text('actor_user_id'),
    action: text('action').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('document_audit_document_id_idx').on(table.documentId)],
);
