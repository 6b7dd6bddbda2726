import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { customers } from './customers.js';

/**
 * A founder's conversation with the formation team (the built-in support
 * chat). At most one is open per customer; an operator may take it
 * (`assigned_operator_*`) and close it. The read markers are the highest
 * message sequence each side has read.
 */
export const supportConversations = pgTable(
  'support_conversation',
  {
    id: uuid('id').primaryKey(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    status: text('status').$type<'open' | 'closed'>().notNull().default('open'),
    assignedOperatorId: text('assigned_operator_id'),
    assignedOperatorName: text('assigned_operator_name'),
    founderReadSequence: bigint('founder_read_sequence', { mode: 'number' }).notNull().default(0),
    operatorReadSequence: bigint('operator_read_sequence', { mode: 'number' }).notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('support_conversation_one_open_idx')
      .on(table.customerId)
      .where(sql`${table.status} = 'open'`),
    index('support_conversation_customer_idx').on(table.customerId, table.createdAt),
    index('support_conversation_activity_idx').on(table.status, table.lastMessageAt),
  ],
);

/**
 * A message of a conversation, plain text. `sequence` orders every message of
 * the product and is the live stream's event id. On a team message,
 * `unread_email_checked_at` is set once the worker looked at it after the
 * delay: the founder was e-mailed then if it was still unread.
 */
export const supportMessages = pgTable(
  'support_message',
  {
    id: uuid('id').primaryKey(),
    sequence: bigserial('sequence', { mode: 'number' }).notNull().unique(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => supportConversations.id, { onDelete: 'cascade' }),
    author: text('author').$type<'founder' | 'operator'>().notNull(),
    authorUserId: text('author_user_id').notNull(),
    authorName: text('author_name').notNull().default(''),
    body: text('body').notNull(),
    unreadEmailCheckedAt: timestamp('unread_email_checked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('support_message_conversation_idx').on(table.conversationId, table.sequence),
    index('support_message_unread_email_idx')
      .on(table.createdAt)
      .where(sql`${table.author} = 'operator' and ${table.unreadEmailCheckedAt} is null`),
  ],
);

/**
 * A file sent with a message (at most one per message), stored under
 * `support/{id}` once its upload was checked: a PDF, PNG or JPEG by content.
 * `upload_id` names the upload it came from, so that an upload is used once.
 */
export const supportAttachments = pgTable('support_attachment', {
  id: uuid('id').primaryKey(),
  messageId: uuid('message_id')
    .notNull()
    .unique()
    .references(() => supportMessages.id, { onDelete: 'cascade' }),
  uploadId: uuid('upload_id').notNull().unique(),
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  size: bigint('size', { mode: 'number' }).notNull(),
  sha256: text('sha256').notNull(),
  storageKey: text('storage_key').notNull(),
  bucket: text('bucket').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
