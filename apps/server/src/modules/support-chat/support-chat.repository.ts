import { and, count, desc, eq, gt, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  authUsers,
  customers,
  orders,
  supportAttachments,
  supportConversations,
  supportMessages,
} from '../../db/schema/index.js';

export type ConversationRow = typeof supportConversations.$inferSelect;
export type StoredMessage = typeof supportMessages.$inferSelect;
export type AttachmentRow = typeof supportAttachments.$inferSelect;
/** A message with the file sent with it, if any. */
export type MessageRow = StoredMessage & { attachment: AttachmentRow | null };

/** A message and its attachment as a left join reads them. */
function withAttachment(row: { message: StoredMessage; attachment: AttachmentRow | null }) {
  return { ...row.message, attachment: row.attachment };
}

/** Every message with its attachment: the start of each query that lists messages. */
function selectMessages(db: Executor) {
  return db
    .select({ message: supportMessages, attachment: supportAttachments })
    .from(supportMessages)
    .leftJoin(supportAttachments, eq(supportAttachments.messageId, supportMessages.id));
}

/** The most messages a conversation answers with: the newest ones. */
export const MESSAGES_PAGE_SIZE = 200;

/** The customer record of a signed-in user, if they have one yet. */
export async function findCustomerOfUser(db: Executor, userId: string) {
  const [row] = await db
    .select({ id: customers.id, name: customers.name, email: customers.email })
    .from(customers)
    .where(eq(customers.userId, userId))
    .limit(1);
  return row;
}

/** A conversation of this customer, locked for the transaction; undefined for anyone else's. */
export async function lockConversationOfCustomer(
  tx: Executor,
  conversationId: string,
  customerId: string,
) {
  const [row] = await tx
    .select()
    .from(supportConversations)
    .where(
      and(
        eq(supportConversations.id, conversationId),
        eq(supportConversations.customerId, customerId),
      ),
    )
    .for('update')
    .limit(1);
  return row;
}

/** Any conversation, read without a lock. */
export async function findConversation(db: Executor, conversationId: string) {
  const [row] = await db
    .select()
    .from(supportConversations)
    .where(eq(supportConversations.id, conversationId))
    .limit(1);
  return row;
}

/** Any conversation, locked for the transaction (the team's side). */
export async function lockConversation(tx: Executor, conversationId: string) {
  const [row] = await tx
    .select()
    .from(supportConversations)
    .where(eq(supportConversations.id, conversationId))
    .for('update')
    .limit(1);
  return row;
}

/** The customer's newest conversation, open or closed. */
export async function findLatestConversation(db: Executor, customerId: string) {
  const [row] = await db
    .select()
    .from(supportConversations)
    .where(eq(supportConversations.customerId, customerId))
    .orderBy(desc(supportConversations.createdAt))
    .limit(1);
  return row;
}

/**
 * The customer's open conversation, locked; started when there is none. Two
 * first messages at once start one: the second insert meets the unique index
 * of open conversations and reads the first's row.
 */
export async function lockOrStartOpenConversation(tx: Executor, customerId: string, now: Date) {
  await tx
    .insert(supportConversations)
    .values({ id: crypto.randomUUID(), customerId, lastMessageAt: now, createdAt: now })
    .onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(supportConversations)
    .where(
      and(eq(supportConversations.customerId, customerId), eq(supportConversations.status, 'open')),
    )
    .for('update')
    .limit(1);
  if (!row) throw new Error('the open conversation vanished');
  return row;
}

export interface NewMessage {
  conversationId: string;
  author: 'founder' | 'operator';
  authorUserId: string;
  authorName: string;
  body: string;
  createdAt: Date;
}

/**
 * Writes a message and moves its conversation's activity; the author has
 * read the conversation up to their own message.
 */
export async function insertMessage(tx: Executor, input: NewMessage): Promise<StoredMessage> {
  const [message] = await tx
    .insert(supportMessages)
    .values({ id: crypto.randomUUID(), ...input })
    .returning();
  if (!message) throw new Error('the message was not written');
  await tx
    .update(supportConversations)
    .set({
      lastMessageAt: input.createdAt,
      ...(input.author === 'founder'
        ? { founderReadSequence: message.sequence }
        : { operatorReadSequence: message.sequence }),
    })
    .where(eq(supportConversations.id, input.conversationId));
  return message;
}

export async function insertAttachment(
  tx: Executor,
  attachment: typeof supportAttachments.$inferInsert,
) {
  const [row] = await tx.insert(supportAttachments).values(attachment).returning();
  if (!row) throw new Error('the attachment was not written');
  return row;
}

/** The newest messages of a conversation, oldest first. */
export async function listMessages(db: Executor, conversationId: string): Promise<MessageRow[]> {
  const rows = await selectMessages(db)
    .where(eq(supportMessages.conversationId, conversationId))
    .orderBy(desc(supportMessages.sequence))
    .limit(MESSAGES_PAGE_SIZE);
  return rows.map(withAttachment).reverse();
}

/** An attachment of one of the customer's conversations; undefined for anyone else's. */
export async function findAttachmentOfCustomer(
  db: Executor,
  attachmentId: string,
  customerId: string,
) {
  const [row] = await db
    .select({ attachment: supportAttachments })
    .from(supportAttachments)
    .innerJoin(supportMessages, eq(supportMessages.id, supportAttachments.messageId))
    .innerJoin(supportConversations, eq(supportConversations.id, supportMessages.conversationId))
    .where(
      and(eq(supportAttachments.id, attachmentId), eq(supportConversations.customerId, customerId)),
    )
    .limit(1);
  return row?.attachment;
}

/** Any attachment, with the conversation holding it (the team's side). */
export async function findAttachment(db: Executor, attachmentId: string) {
  const [row] = await db
    .select({ attachment: supportAttachments, conversationId: supportMessages.conversationId })
    .from(supportAttachments)
    .innerJoin(supportMessages, eq(supportMessages.id, supportAttachments.messageId))
    .where(eq(supportAttachments.id, attachmentId))
    .limit(1);
  return row;
}

/** The customer's messages past a sequence, oldest first: what a reconnecting stream missed. */
export async function listMessagesOfCustomerAfter(
  db: Executor,
  customerId: string,
  afterSequence: number,
): Promise<MessageRow[]> {
  const rows = await selectMessages(db)
    .innerJoin(supportConversations, eq(supportConversations.id, supportMessages.conversationId))
    .where(
      and(
        eq(supportConversations.customerId, customerId),
        gt(supportMessages.sequence, afterSequence),
      ),
    )
    .orderBy(supportMessages.sequence)
    .limit(MESSAGES_PAGE_SIZE);
  return rows.map(withAttachment);
}

/** Every message past a sequence with its customer, oldest first: the live stream's poll. */
export async function listMessagesAfter(db: Executor, afterSequence: number, limit: number) {
  const rows = await db
    .select({
      message: supportMessages,
      attachment: supportAttachments,
      customerId: supportConversations.customerId,
    })
    .from(supportMessages)
    .leftJoin(supportAttachments, eq(supportAttachments.messageId, supportMessages.id))
    .innerJoin(supportConversations, eq(supportConversations.id, supportMessages.conversationId))
    .where(gt(supportMessages.sequence, afterSequence))
    .orderBy(supportMessages.sequence)
    .limit(limit);
  return rows.map((row) => ({ customerId: row.customerId, message: withAttachment(row) }));
}

/** The highest message sequence written so far (0 before any). */
export async function findNewestSequence(db: Executor): Promise<number> {
  const [row] = await db
    .select({ newest: sql<string | null>`max(${supportMessages.sequence})` })
    .from(supportMessages);
  return Number(row?.newest ?? 0);
}

/** The newest message sequence of one conversation (0 before any). */
export async function findNewestSequenceOf(db: Executor, conversationId: string) {
  const [row] = await db
    .select({ newest: sql<string | null>`max(${supportMessages.sequence})` })
    .from(supportMessages)
    .where(eq(supportMessages.conversationId, conversationId));
  return Number(row?.newest ?? 0);
}

/** Sets a side's read marker. */
export async function setReadSequence(
  tx: Executor,
  conversationId: string,
  reader: 'founder' | 'operator',
  sequence: number,
) {
  await tx
    .update(supportConversations)
    .set(
      reader === 'founder' ? { founderReadSequence: sequence } : { operatorReadSequence: sequence },
    )
    .where(eq(supportConversations.id, conversationId));
}

/**
 * Unread messages per conversation for a reader: the other side's past the
 * reader's marker.
 */
export async function countUnreadByConversation(
  db: Executor,
  conversationIds: readonly string[],
  reader: 'founder' | 'operator',
): Promise<Map<string, number>> {
  if (conversationIds.length === 0) return new Map();
  const marker =
    reader === 'founder'
      ? supportConversations.founderReadSequence
      : supportConversations.operatorReadSequence;
  const rows = await db
    .select({ conversationId: supportMessages.conversationId, unread: count() })
    .from(supportMessages)
    .innerJoin(supportConversations, eq(supportConversations.id, supportMessages.conversationId))
    .where(
      and(
        inArray(supportMessages.conversationId, [...conversationIds]),
        sql`${supportMessages.author} <> ${reader}`,
        sql`${supportMessages.sequence} > ${marker}`,
      ),
    )
    .groupBy(supportMessages.conversationId);
  return new Map(rows.map((row) => [row.conversationId, Number(row.unread)]));
}

/** How many team messages the customer has not read, over all their conversations. */
export async function countUnreadOfCustomer(db: Executor, customerId: string): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(supportMessages)
    .innerJoin(supportConversations, eq(supportConversations.id, supportMessages.conversationId))
    .where(
      and(
        eq(supportConversations.customerId, customerId),
        eq(supportMessages.author, 'operator'),
        sql`${supportMessages.sequence} > ${supportConversations.founderReadSequence}`,
      ),
    );
  return Number(row?.unread ?? 0);
}

/** The newest message of each conversation. */
export async function findLastMessages(db: Executor, conversationIds: readonly string[]) {
  if (conversationIds.length === 0) return new Map<string, MessageRow>();
  const rows = await db
    .selectDistinctOn([supportMessages.conversationId], {
      message: supportMessages,
      attachment: supportAttachments,
    })
    .from(supportMessages)
    .leftJoin(supportAttachments, eq(supportAttachments.messageId, supportMessages.id))
    .where(inArray(supportMessages.conversationId, [...conversationIds]))
    .orderBy(supportMessages.conversationId, desc(supportMessages.sequence));
  return new Map(rows.map((row) => [row.message.conversationId, withAttachment(row)]));
}

export type InboxFilter = 'open' | 'closed' | 'assigned_to_me' | 'unassigned';

/** The inbox's conversations with their founders, the most recently active first. */
export async function listInboxConversations(
  db: Executor,
  filter: InboxFilter,
  operatorId: string,
  limit: number,
) {
  const conditions: Record<InboxFilter, SQL | undefined> = {
    open: eq(supportConversations.status, 'open'),
    closed: eq(supportConversations.status, 'closed'),
    assigned_to_me: and(
      eq(supportConversations.status, 'open'),
      eq(supportConversations.assignedOperatorId, operatorId),
    ),
    unassigned: and(
      eq(supportConversations.status, 'open'),
      isNull(supportConversations.assignedOperatorId),
    ),
  };
  return db
    .select({
      conversation: supportConversations,
      founderName: customers.name,
      founderEmail: customers.email,
    })
    .from(supportConversations)
    .innerJoin(customers, eq(customers.id, supportConversations.customerId))
    .where(conditions[filter])
    .orderBy(desc(supportConversations.lastMessageAt))
    .limit(limit);
}

/** A conversation with its founder (name, e-mail) for the team. */
export async function findConversationWithFounder(db: Executor, conversationId: string) {
  const [row] = await db
    .select({
      conversation: supportConversations,
      founderName: customers.name,
      founderEmail: customers.email,
    })
    .from(supportConversations)
    .innerJoin(customers, eq(customers.id, supportConversations.customerId))
    .where(eq(supportConversations.id, conversationId))
    .limit(1);
  return row;
}

/** The customer's most recent order with the customer, for the founder's file beside a conversation. */
export async function findLatestOrderOfCustomer(db: Executor, customerId: string) {
  const [row] = await db
    .select({ order: orders, customer: customers })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(eq(orders.customerId, customerId))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return row;
}

export async function updateConversation(
  tx: Executor,
  conversationId: string,
  values: Partial<
    Pick<ConversationRow, 'status' | 'assignedOperatorId' | 'assignedOperatorName' | 'closedAt'>
  >,
) {
  const [row] = await tx
    .update(supportConversations)
    .set(values)
    .where(eq(supportConversations.id, conversationId))
    .returning();
  if (!row) throw new Error('the conversation vanished');
  return row;
}

/**
 * Team messages written before `dueBefore` that the worker has not looked at
 * yet, locked and skipped by another worker, with what an e-mail needs:
 * whether the founder read them, their address and language.
 */
export async function lockDueTeamMessages(tx: Executor, dueBefore: Date, limit: number) {
  return tx
    .select({
      messageId: supportMessages.id,
      sequence: supportMessages.sequence,
      body: supportMessages.body,
      attachmentName: supportAttachments.fileName,
      authorName: supportMessages.authorName,
      founderReadSequence: supportConversations.founderReadSequence,
      email: customers.email,
      locale: authUsers.locale,
    })
    .from(supportMessages)
    .leftJoin(supportAttachments, eq(supportAttachments.messageId, supportMessages.id))
    .innerJoin(supportConversations, eq(supportConversations.id, supportMessages.conversationId))
    .innerJoin(customers, eq(customers.id, supportConversations.customerId))
    .innerJoin(authUsers, eq(authUsers.id, customers.userId))
    .where(
      and(
        eq(supportMessages.author, 'operator'),
        isNull(supportMessages.unreadEmailCheckedAt),
        lte(supportMessages.createdAt, dueBefore),
      ),
    )
    .orderBy(supportMessages.createdAt)
    .limit(limit)
    .for('update', { of: supportMessages, skipLocked: true });
}

export async function markUnreadEmailChecked(tx: Executor, messageIds: string[], at: Date) {
  if (messageIds.length === 0) return;
  await tx
    .update(supportMessages)
    .set({ unreadEmailCheckedAt: at })
    .where(inArray(supportMessages.id, messageIds));
}
