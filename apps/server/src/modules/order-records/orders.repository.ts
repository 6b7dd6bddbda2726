import { and, desc, eq, exists, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { preparedPerDatabase } from '../../db/prepared.js';
import {
  accountUsers,
  customers,
  documents,
  orders,
  type CountryCodeName,
  type LegalFormName,
  type OrderStatusName,
} from '../../db/schema/index.js';

export type OrderRow = typeof orders.$inferSelect;

/** A live document of an order, as the founder's home lists it. */
export interface OrderDocumentRow {
  id: string;
  type: string;
  fileName: string;
  createdAt: Date;
}

/** The live documents of an order as `json_agg` gives them: the creation instant in milliseconds. */
interface OrderDocumentJson {
  id: string;
  type: string;
  fileName: string;
  createdAtMs: number;
}

const customerAndOrderOfUser = preparedPerDatabase((db) => {
  const liveDocuments = db
    .select({
      id: documents.id,
      type: documents.type,
      fileName: documents.fileName,
      createdAt: documents.createdAt,
      createdAtMs: sql<number>`(extract(epoch from ${documents.createdAt}) * 1000)::float8`.as(
        'created_at_ms',
      ),
    })
    .from(documents)
    .where(and(eq(documents.orderId, orders.id), isNull(documents.deletedAt)))
    .orderBy(desc(documents.createdAt), desc(documents.id))
    .limit(500)
    .as('live_document');
  return db
    .select({
      customer: customers,
      order: orders,
      documents: sql<OrderDocumentJson[] | null>`(
        select json_agg(json_build_object(
          'id', ${liveDocuments.id}, 'type', ${liveDocuments.type},
          'fileName', ${liveDocuments.fileName}, 'createdAtMs', ${liveDocuments.createdAtMs}
        ) order by ${liveDocuments.createdAt} desc, ${liveDocuments.id} desc)
        from ${liveDocuments}
      )`,
    })
    .from(customers)
    .leftJoin(
      orders,
      and(
        eq(orders.id, sql.placeholder('orderId')),
        exists(
          db
            .select({ one: sql`1` })
            .from(accountUsers)
            .where(
              and(
                eq(accountUsers.accountId, orders.accountId),
                eq(accountUsers.userId, sql.placeholder('userId')),
              ),
            ),
        ),
      ),
    )
    .where(eq(customers.userId, sql.placeholder('userId')))
    .limit(1)
    .prepare('customer_and_order_of_user');
});

/**
 * The user's customer record and, when it is one of theirs (through one of their accounts), the
 * order with its live documents (newest first, at most 500), in one statement: the founder's
 * home reads it on every visit. No customer: undefined; an order that is not theirs: no order.
 */
export async function findCustomerAndOrderOfUser(db: Executor, userId: string, orderId: string) {
  const [row] = await customerAndOrderOfUser(db).execute({ userId, orderId });
  if (!row) return undefined;
  const orderDocuments: OrderDocumentRow[] = (row.documents ?? []).map((document) => ({
    id: document.id,
    type: document.type,
    fileName: document.fileName,
    createdAt: new Date(document.createdAtMs),
  }));
  return { customer: row.customer, order: row.order ?? undefined, documents: orderDocuments };
}

/** The customer's most recent draft for a country and legal form, if any. */
export async function findDraftOrder(
  db: Executor,
  customerId: string,
  countryCode: CountryCodeName,
  legalForm: LegalFormName,
) {
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.customerId, customerId),
        eq(orders.countryCode, countryCode),
        eq(orders.legalForm, legalForm),
        eq(orders.status, 'DRAFT'),
      ),
    )
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return row;
}

export async function insertOrder(db: Executor, order: Omit<typeof orders.$inferInsert, 'id'>) {
  const [row] = await db
    .insert(orders)
    .values({ id: crypto.randomUUID(), ...order })
    .returning();
  return row!;
}

/** Serialises order creation per customer so that a double click creates one order. */
export async function lockCustomerOrders(db: Executor, customerId: string) {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`order:${customerId}`}))`);
}

/**
 * Locks an order for the rest of the transaction, whoever it belongs to (the caller checked who
 * may act on it): its status, answers and references are decided under this lock.
 */
export async function lockOrder(db: Executor, orderId: string) {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row;
}

/** Locks one of the user's orders for the rest of the transaction; undefined for anyone else's. */
export async function lockOrderOfUser(db: Executor, userId: string, orderId: string) {
  const [row] = await db
    .select({ order: orders })
    .from(orders)
    .innerJoin(accountUsers, eq(accountUsers.accountId, orders.accountId))
    .where(and(eq(orders.id, orderId), eq(accountUsers.userId, userId)))
    .for('update', { of: orders })
    .limit(1);
  return row?.order;
}

/** Writes the merged answers; the company name only when given. Statuses change through `moveOrderStatus`. */
export async function saveOrderAnswers(
  db: Executor,
  orderId: string,
  changes: Pick<OrderRow, 'questionnaire' | 'metadata' | 'version' | 'updatedAt'> &
    Partial<Pick<OrderRow, 'companyName'>>,
) {
  const [row] = await db.update(orders).set(changes).where(eq(orders.id, orderId)).returning();
  return row!;
}

/**
 * Moves an order to `to` only from one of the `from` statuses (compare-and-set),
 * so that of two racing calls one changes the order; undefined for the other.
 */
export async function transitionOrderStatus(
  db: Executor,
  orderId: string,
  from: readonly OrderStatusName[],
  to: OrderStatusName,
  at: Date,
) {
  const [row] = await db
    .update(orders)
    .set({ status: to, updatedAt: at, version: sql`${orders.version} + 1` })
    .where(and(eq(orders.id, orderId), inArray(orders.status, [...from])))
    .returning();
  return row;
}

/** Writes the order's metadata (what a step records beside the answers: a company number). */
export async function saveOrderMetadata(
  db: Executor,
  orderId: string,
  changes: Pick<OrderRow, 'metadata' | 'updatedAt'>,
) {
  const [row] = await db
    .update(orders)
    .set({ ...changes, version: sql`${orders.version} + 1` })
    .where(eq(orders.id, orderId))
    .returning();
  return row!;
}

/** Writes what the certificate says and the metadata that goes with it. */
export async function saveOrderCertificate(
  db: Executor,
  orderId: string,
  changes: Pick<OrderRow, 'certificate' | 'metadata' | 'updatedAt'>,
) {
  const [row] = await db
    .update(orders)
    .set({ ...changes, version: sql`${orders.version} + 1` })
    .where(eq(orders.id, orderId))
    .returning();
  return row!;
}

/** Points a questionnaire field of the order at a document (e.g. identityFrontId). */
export async function setDocumentReference(
  db: Executor,
  orderId: string,
  field: string,
  documentId: string,
) {
  const [order] = await db
    .select({ refs: orders.documentRefs })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  await db
    .update(orders)
    .set({ documentRefs: { ...(order?.refs ?? {}), [field]: documentId }, updatedAt: new Date() })
    .where(eq(orders.id, orderId));
}

/** Removes every questionnaire field of the order that points at a document. */
export async function clearDocumentReferences(db: Executor, orderId: string, documentId: string) {
  const [order] = await db
    .select({ refs: orders.documentRefs })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  const refs = order?.refs ?? {};
  const kept = Object.fromEntries(Object.entries(refs).filter(([, id]) => id !== documentId));
  if (Object.keys(kept).length === Object.keys(refs).length) return;
  await db
    .update(orders)
    .set({ documentRefs: kept, updatedAt: new Date() })
    .where(eq(orders.id, orderId));
}

/** Removes the order's reference `field` when it points at `documentId`. */
export async function removeDocumentReference(
  db: Executor,
  order: Pick<OrderRow, 'id' | 'documentRefs'>,
  field: string,
  documentId: string,
  at: Date,
) {
  if (order.documentRefs[field] !== documentId) return;
  const { [field]: _removed, ...kept } = order.documentRefs;
  await db.update(orders).set({ documentRefs: kept, updatedAt: at }).where(eq(orders.id, order.id));
}
