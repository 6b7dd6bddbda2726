import { and, desc, eq, ilike, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { accountUsers, documentAudit, documents, orders, uploads } from '../../db/schema/index.js';

export type UploadRow = typeof uploads.$inferSelect;
export type DocumentRow = typeof documents.$inferSelect;
export type DocumentAction = 'upload' | 'download' | 'delete';

export async function insertUpload(db: Executor, upload: typeof uploads.$inferInsert) {
  await db.insert(uploads).values(upload);
}

export async function findUpload(db: Executor, uploadId: string) {
  const [row] = await db.select().from(uploads).where(eq(uploads.id, uploadId)).limit(1);
  return row;
}

export async function findUploadByKey(db: Executor, storageKey: string) {
  const [row] = await db.select().from(uploads).where(eq(uploads.storageKey, storageKey)).limit(1);
  return row;
}

/** Moves an upload from one status to the next; false when another request got there first. */
export async function transitionUpload(
  db: Executor,
  uploadId: string,
  from: readonly string[],
  to: string,
): Promise<boolean> {
  const rows = await db
    .update(uploads)
    .set({ status: to })
    .where(and(eq(uploads.id, uploadId), inArray(uploads.status, [...from])))
    .returning({ id: uploads.id });
  return rows.length > 0;
}

export async function deleteUpload(db: Executor, uploadId: string) {
  await db.delete(uploads).where(eq(uploads.id, uploadId));
}

export async function insertDocument(db: Executor, document: typeof documents.$inferInsert) {
  const [row] = await db.insert(documents).values(document).returning();
  return row!;
}

export async function findLiveDocument(db: Executor, documentId: string) {
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.id, documentId), isNull(documents.deletedAt)))
    .limit(1);
  return row;
}

/** The order's documents that are not deleted, newest first, optionally matching a file name. */
export function listLiveDocuments(db: Executor, orderId: string, query: string) {
  const escaped = query.replace(/[\\%_]/g, (char) => `\\${char}`);
  return db
    .select()
    .from(documents)
    .where(
      and(
        eq(documents.orderId, orderId),
        isNull(documents.deletedAt),
        query ? ilike(documents.fileName, `%${escaped}%`) : undefined,
      ),
    )
    .orderBy(desc(documents.createdAt), desc(documents.id))
    .limit(500);
}

/** Marks a document deleted; false when it already was. */
export async function markDocumentDeleted(db: Executor, documentId: string, at: Date) {
  const rows = await db
    .update(documents)
    .set({ deletedAt: at })
    .where(and(eq(documents.id, documentId), isNull(documents.deletedAt)))
    .returning({ id: documents.id });
  return rows.length > 0;
}

export async function recordDocumentAction(
  db: Executor,
  entry: {
    documentId: string;
    orderId: string;
    actorUserId: string | null;
    action: DocumentAction;
  },
) {
  await db.insert(documentAudit).values({ id: crypto.randomUUID(), ...entry });
}

/** A document of one of the user's orders, deleted or not; undefined for anyone else's. */
export async function findDocumentOfUser(db: Executor, userId: string, documentId: string) {
  const [row] = await db
    .select({ document: documents })
    .from(documents)
    .innerJoin(orders, eq(orders.id, documents.orderId))
    .innerJoin(accountUsers, eq(accountUsers.accountId, orders.accountId))
    .where(and(eq(documents.id, documentId), eq(accountUsers.userId, userId)))
    .limit(1);
  return row?.document;
}
