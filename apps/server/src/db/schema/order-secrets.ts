import { pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders.js';

/**
 * A secret a founder entrusted to an order (the digital certificate's
 * password), encrypted with AES-256-GCM: never stored in clear. `key_id` names
 * the key it was encrypted under, so that keys can rotate; the ciphertext, IV
 * and tag are base64. One secret of each kind per order.
 */
export const orderSecrets = pgTable(
  'order_secret',
  {
    id: uuid('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    ciphertext: text('ciphertext').notNull(),
    iv: text('iv').notNull(),
    tag: text('tag').notNull(),
    keyId: text('key_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('order_secret_order_id_kind_unique').on(table.orderId, table.kind)],
);
