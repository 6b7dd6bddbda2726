import { boolean, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { authUsers } from './auth.js';
import type { CountryCodeName } from './enum-names.js';

/** The company file's account: the country it belongs to and who may see it. */
export const accounts = pgTable('account', {
  id: uuid('id').primaryKey(),
  countryCode: text('country_code').$type<CountryCodeName>().notNull(),
  meBanking: boolean('me_banking').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const accountUsers = pgTable(
  'account_user',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.accountId, table.userId] }),
    index('account_user_user_id_idx').on(table.userId),
  ],
);
