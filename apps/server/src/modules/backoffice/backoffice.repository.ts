import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  authUsers,
  capitalDeposits,
  customers,
  emailOutbox,
  operatorActions,
  orderNotes,
  orders,
  type CountryCodeName,
  type LegalFormName,
  type OrderStatusName,
} from '../../db/schema/index.js';

export interface OrderFilters {
  countryCode?: CountryCodeName | undefined;
  status?: OrderStatusName | undefined;
  legalForm?: LegalFormName | undefined;
  /** Any of these statuses (a "waiting on" filter). */
  statuses?: readonly OrderStatusName[] | undefined;
  /** Only files waiting on the bank (see `waitingOnBank`). */
  waitingOnBank?: boolean;
  query?: string | undefined;
  isOrderId?: boolean;
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * A file waits on the bank when its capital deposit is open at the bank and
 * the certificate has not come (AWAITING_CD), or when only the release of the
 * funds is left (AWAITING_FUNDS).
 */
const waitingOnBank = or(
  eq(orders.status, 'AWAITING_FUNDS'),
  and(
    eq(orders.status, 'AWAITING_CD'),
    sql`exists (select 1 from ${capitalDeposits} where ${capitalDeposits.orderId} = ${orders.id} and ${capitalDeposits.providerCaseId} is not null)`,
  ),
);

function toConditions(filters: OrderFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    filters.countryCode ? eq(orders.countryCode, filters.countryCode) : undefined,
    filters.status ? eq(orders.status, filters.status) : undefined,
    filters.legalForm ? eq(orders.legalForm, filters.legalForm) : undefined,
    filters.statuses ? inArray(orders.status, [...filters.statuses]) : undefined,
    filters.waitingOnBank ? waitingOnBank : undefined,
  ];
  const query = filters.query?.trim();
  if (query) {
    const pattern = `%${escapeLike(query)}%`;
    conditions.push(
      or(
        ilike(customers.name, pattern),
        ilike(customers.email, pattern),
        ilike(orders.companyName, pattern),
        filters.isOrderId ? eq(orders.id, query) : undefined,
      ),
    );
  }
  return and(...conditions);
}

/** One page of files, the most recently changed first, with their founders. */
export function listOrderSummaries(
  db: Executor,
  filters: OrderFilters,
  page: { limit: number; offset: number },
) {
  return db
    .select({ order: orders, customer: customers })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(toConditions(filters))
    .orderBy(desc(orders.updatedAt), desc(orders.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countOrders(db: Executor, filters: OrderFilters) {
  const [row] = await db
    .select({ total: count() })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(toConditions(filters));
  return row?.total ?? 0;
}

export async function findOrderWithCustomer(db: Executor, orderId: string) {
  const [row] = await db
    .select({ order: orders, customer: customers })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(eq(orders.id, orderId))
    .limit(1);
  return row;
}

/** The names of users, by id (operators named in a timeline). */
export async function findUserNames(db: Executor, userIds: readonly string[]) {
  if (userIds.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: authUsers.id, name: authUsers.name, email: authUsers.email })
    .from(authUsers)
    .where(inArray(authUsers.id, [...userIds]));
  return new Map(rows.map((row) => [row.id, row.name || row.email]));
}

export { recordOperatorAction, type OperatorActionInput } from '../operator-audit/index.js';

export function listOperatorActions(db: Executor, orderId: string) {
  return db
    .select()
    .from(operatorActions)
    .where(eq(operatorActions.orderId, orderId))
    .orderBy(desc(operatorActions.createdAt));
}

export async function insertNote(db: Executor, note: Omit<typeof orderNotes.$inferInsert, 'id'>) {
  const [row] = await db
    .insert(orderNotes)
    .values({ id: crypto.randomUUID(), ...note })
    .returning();
  return row!;
}

export function listNotes(db: Executor, orderId: string) {
  return db
    .select()
    .from(orderNotes)
    .where(eq(orderNotes.orderId, orderId))
    .orderBy(desc(orderNotes.createdAt), desc(orderNotes.id));
}

export interface OutboxFilters {
  to?: string | undefined;
  status?: string | undefined;
  orderId?: string | undefined;
}

/** The outbox, newest first, at most 200 e-mails. */
export function listOutbox(db: Executor, filters: OutboxFilters) {
  return db
    .select()
    .from(emailOutbox)
    .where(
      and(
        filters.to ? eq(emailOutbox.to, filters.to.toLowerCase()) : undefined,
        filters.status ? eq(emailOutbox.status, filters.status) : undefined,
        filters.orderId ? eq(emailOutbox.orderId, filters.orderId) : undefined,
      ),
    )
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(200);
}
