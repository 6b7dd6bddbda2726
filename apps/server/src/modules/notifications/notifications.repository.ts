import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { emailOutbox } from '../../db/schema/index.js';

export type NewOutboxEmail = Omit<typeof emailOutbox.$inferInsert, 'id'>;

export async function insertOutboxEmail(db: Executor, email: NewOutboxEmail) {
  const [row] = await db
    .insert(emailOutbox)
    .values({ id: crypto.randomUUID(), ...email })
    .returning();
  return row!;
}

export function listOutboxEmails(db: Executor, filter: { to?: string | undefined }) {
  return db
    .select()
    .from(emailOutbox)
    .where(filter.to ? eq(emailOutbox.to, filter.to.toLowerCase()) : undefined)
    .orderBy(desc(emailOutbox.createdAt))
    .limit(200);
}
