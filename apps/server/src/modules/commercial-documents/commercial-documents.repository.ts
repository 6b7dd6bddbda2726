import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  accounts,
  accountUsers,
  commercialDocuments,
  companyRegistrations,
  documentSeries,
  invoiceCustomers,
  invoiceLogos,
  orders,
} from '../../db/schema/index.js';

export type CommercialDocumentRow = typeof commercialDocuments.$inferSelect;
export type InvoiceCustomerRow = typeof invoiceCustomers.$inferSelect;
export type CompanyRegistrationRow = typeof companyRegistrations.$inferSelect;

const accountColumns = {
  accountId: accounts.id,
  countryCode: accounts.countryCode,
  order: {
    id: orders.id,
    companyName: orders.companyName,
    legalForm: orders.legalForm,
    questionnaire: orders.questionnaire,
  },
  registration: companyRegistrations,
};

/** An account with its order and recorded registration, the user's only; undefined otherwise. */
export async function findAccountOfUser(db: Executor, userId: string, accountId: string) {
  const [row] = await db
    .select(accountColumns)
    .from(accountUsers)
    .innerJoin(accounts, eq(accounts.id, accountUsers.accountId))
    .leftJoin(orders, eq(orders.accountId, accounts.id))
    .leftJoin(companyRegistrations, eq(companyRegistrations.accountId, accounts.id))
    .where(and(eq(accountUsers.userId, userId), eq(accountUsers.accountId, accountId)))
    .limit(1);
  return row;
}

/** Any account with its order and registration (the back-office's reading). */
export async function findAccount(db: Executor, accountId: string) {
  const [row] = await db
    .select(accountColumns)
    .from(accounts)
    .leftJoin(orders, eq(orders.accountId, accounts.id))
    .leftJoin(companyRegistrations, eq(companyRegistrations.accountId, accounts.id))
    .where(eq(accounts.id, accountId))
    .limit(1);
  return row;
}

export type InvoicingAccountRow = NonNullable<Awaited<ReturnType<typeof findAccount>>>;

/** The account id of a document the user can see, or undefined. */
export async function findDocumentAccountOfUser(db: Executor, userId: string, documentId: string) {
  const [row] = await db
    .select({ accountId: commercialDocuments.accountId })
    .from(commercialDocuments)
    .innerJoin(accountUsers, eq(accountUsers.accountId, commercialDocuments.accountId))
    .where(and(eq(commercialDocuments.id, documentId), eq(accountUsers.userId, userId)))
    .limit(1);
  return row?.accountId;
}

/** A document, locked until the transaction ends when `lock` is set. */
export async function findDocument(db: Executor, id: string, options: { lock?: boolean } = {}) {
  const query = db.select().from(commercialDocuments).where(eq(commercialDocuments.id, id));
  const [row] = await (options.lock ? query.for('update') : query).limit(1);
  return row;
}

export function listDocumentsOfAccount(
  db: Executor,
  accountId: string,
  options: { issuedOnly?: boolean } = {},
) {
  return db
    .select()
    .from(commercialDocuments)
    .where(
      and(
        eq(commercialDocuments.accountId, accountId),
        options.issuedOnly ? eq(commercialDocuments.status, 'ISSUED') : undefined,
      ),
    )
    .orderBy(desc(commercialDocuments.updatedAt), desc(commercialDocuments.id));
}

/** The documents made from these (an invoice from a quote, credit notes of an invoice). */
export function listDerivedDocuments(db: Executor, sourceIds: string[]) {
  if (sourceIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: commercialDocuments.id, sourceId: commercialDocuments.sourceDocumentId })
    .from(commercialDocuments)
    .where(inArray(commercialDocuments.sourceDocumentId, sourceIds))
    .orderBy(asc(commercialDocuments.createdAt));
}

export async function insertDocument(db: Executor, row: typeof commercialDocuments.$inferInsert) {
  const [inserted] = await db.insert(commercialDocuments).values(row).returning();
  return inserted!;
}

/** Rewrites a draft; undefined when it is no longer one (issued meanwhile). */
export async function updateDraft(
  db: Executor,
  id: string,
  values: Partial<typeof commercialDocuments.$inferInsert>,
) {
  const [row] = await db
    .update(commercialDocuments)
    .set(values)
    .where(and(eq(commercialDocuments.id, id), eq(commercialDocuments.status, 'DRAFT')))
    .returning();
  return row;
}

/** Marks an issued invoice paid or unpaid; undefined when it is not an issued invoice. */
export async function setInvoicePaid(db: Executor, id: string, paid: boolean) {
  const [row] = await db
    .update(commercialDocuments)
    .set({ paid })
    .where(
      and(
        eq(commercialDocuments.id, id),
        eq(commercialDocuments.kind, 'INVOICE'),
        eq(commercialDocuments.status, 'ISSUED'),
      ),
    )
    .returning();
  return row;
}

/** Deletes a draft; false when it is not one. */
export async function deleteDraft(db: Executor, id: string) {
  const rows = await db
    .delete(commercialDocuments)
    .where(and(eq(commercialDocuments.id, id), eq(commercialDocuments.status, 'DRAFT')))
    .returning({ id: commercialDocuments.id });
  return rows.length > 0;
}

/**
 * Locks the series row of an account (creating it at 0 first), so that
 * whoever numbers in it next waits for this transaction: its last sequence
 * and date as they stand.
 */
export async function lockSeries(db: Executor, accountId: string, seriesKey: string) {
  await db
    .insert(documentSeries)
    .values({ accountId, seriesKey, lastSequence: 0, lastDate: '' })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(documentSeries)
    .where(and(eq(documentSeries.accountId, accountId), eq(documentSeries.seriesKey, seriesKey)))
    .for('update')
    .limit(1);
  return row!;
}

/** Records the number taken in a locked series. */
export async function advanceSeries(
  db: Executor,
  series: { accountId: string; seriesKey: string; sequence: number; date: string },
) {
  await db
    .update(documentSeries)
    .set({ lastSequence: series.sequence, lastDate: series.date })
    .where(
      and(
        eq(documentSeries.accountId, series.accountId),
        eq(documentSeries.seriesKey, series.seriesKey),
        eq(documentSeries.lastSequence, series.sequence - 1),
      ),
    );
}

export async function findLogo(db: Executor, accountId: string) {
  const [row] = await db
    .select()
    .from(invoiceLogos)
    .where(eq(invoiceLogos.accountId, accountId))
    .limit(1);
  return row;
}

export async function hasLogo(db: Executor, accountId: string) {
  const [row] = await db
    .select({ present: sql<boolean>`true` })
    .from(invoiceLogos)
    .where(eq(invoiceLogos.accountId, accountId))
    .limit(1);
  return row !== undefined;
}

export async function saveLogo(
  db: Executor,
  logo: { accountId: string; bytes: Uint8Array; mediaType: string; at: Date },
) {
  await db
    .insert(invoiceLogos)
    .values({
      accountId: logo.accountId,
      bytes: logo.bytes,
      mediaType: logo.mediaType,
      updatedAt: logo.at,
    })
    .onConflictDoUpdate({
      target: invoiceLogos.accountId,
      set: { bytes: logo.bytes, mediaType: logo.mediaType, updatedAt: logo.at },
    });
}

export async function deleteLogo(db: Executor, accountId: string) {
  await db.delete(invoiceLogos).where(eq(invoiceLogos.accountId, accountId));
}

export function listCustomers(db: Executor, accountId: string) {
  return db
    .select()
    .from(invoiceCustomers)
    .where(eq(invoiceCustomers.accountId, accountId))
    .orderBy(asc(invoiceCustomers.companyName), asc(invoiceCustomers.id));
}

/** Writes a saved customer of the account; undefined when the id is another account's. */
export async function upsertCustomer(db: Executor, row: typeof invoiceCustomers.$inferInsert) {
  const [saved] = await db
    .insert(invoiceCustomers)
    .values(row)
    .onConflictDoUpdate({
      target: invoiceCustomers.id,
      set: {
        companyName: row.companyName,
        address: row.address,
        email: row.email,
        isBusiness: row.isBusiness,
        registrationNumber: row.registrationNumber,
        vatNumber: row.vatNumber,
        nif: row.nif,
        updatedAt: row.updatedAt,
      },
      setWhere: eq(invoiceCustomers.accountId, row.accountId),
    })
    .returning();
  return saved;
}

export async function upsertRegistration(
  db: Executor,
  row: typeof companyRegistrations.$inferInsert,
) {
  const [saved] = await db
    .insert(companyRegistrations)
    .values(row)
    .onConflictDoUpdate({
      target: companyRegistrations.accountId,
      set: {
        registrationNumber: row.registrationNumber,
        vatNumber: row.vatNumber,
        register: row.register,
        shareCapital: row.shareCapital,
        registeredOffice: row.registeredOffice ?? null,
        recordedBy: row.recordedBy,
        updatedAt: row.updatedAt,
      },
    })
    .returning();
  return saved!;
}

/** The account of an order, for the back-office which names files by order. */
export async function findAccountIdOfOrder(db: Executor, orderId: string) {
  const [row] = await db
    .select({ accountId: orders.accountId })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
  return row?.accountId;
}
