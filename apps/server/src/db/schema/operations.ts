import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { OrderStatusName } from './enum-names.js';
import { orders } from './orders.js';

/**
 * Every status an order took: from what, to what, who moved it (founder,
 * operator, payment, signature or system), when and why. Written in the same
 * transaction as the compare-and-set that changed the status.
 */
export const orderStatusChanges = pgTable(
  'order_status_change',
  {
    id: uuid('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status').$type<OrderStatusName>().notNull(),
    toStatus: text('to_status').$type<OrderStatusName>().notNull(),
    actor: text('actor').notNull(),
    actorUserId: text('actor_user_id'),
    reason: text('reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('order_status_change_order_id_idx').on(table.orderId, table.createdAt)],
);

/** What an operator did in the back-office: every action, reads of documents included. */
export const operatorActions = pgTable(
  'operator_action',
  {
    id: uuid('id').primaryKey(),
    operatorUserId: text('operator_user_id').notNull(),
    action: text('action').notNull(),
    orderId: uuid('order_id'),
    target: text('target').notNull().default(''),
    details: jsonb('details').$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('operator_action_order_id_idx').on(table.orderId, table.createdAt),
    index('operator_action_operator_idx').on(table.operatorUserId, table.createdAt),
  ],
);

/** A note an operator wrote on a file; never shown to the founder. */
export const orderNotes = pgTable(
  'order_note',
  {
    id: uuid('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    authorUserId: text('author_user_id').notNull(),
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('order_note_order_id_idx').on(table.orderId, table.createdAt)],
);
