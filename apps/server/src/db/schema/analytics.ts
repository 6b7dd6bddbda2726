import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const analyticsEvents = pgTable(
  'analytics_event',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    userId: text('user_id'),
    properties: jsonb('properties').$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('analytics_event_name_idx').on(table.name)],
);
