import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { documentAudit, documents, orderSecrets } from '../../db/schema/index.js';
import type { SealedSecret } from './secret-box.js';

/** A live (not deleted) document of the order. */
export async function findOrderDocument(db: Executor, orderId: string, documentId: string) {
  const [row] = await db
    .select()
    .from(documents)
    .where(
      and(
        eq(documents.id, documentId),
        eq(documents.orderId, orderId),
        isNull(documents.deletedAt),
      ),
    )
    .limit(1);
  return row;
}

/** Stores an order's secret of a kind, replacing the one stored before. */
export async function upsertOrderSecret(
  db: Executor,
  secret: { orderId: string; kind: string; sealed: SealedSecret; at: Date },
) {
  const values = { ...secret.sealed, updatedAt: secret.at };
  await db
    .insert(orderSecrets)
    .values({
      id: crypto.randomUUID(),
      orderId: secret.orderId,
      kind: secret.kind,
      createdAt: secret.at,
      ...values,
    })
    .onConflictDoUpdate({ target: [orderSecrets.orderId, orderSecrets.kind], set: values });
}

export async function findOrderSecret(db: Executor, orderId: string, kind: string) {
  const [row] = await db
    .select()
    .from(orderSecrets)
    .where(and(eq(orderSecrets.orderId, orderId), eq(orderSecrets.kind, kind)))
    .limit(1);
  return row;
}

export async function deleteOrderSecret(db: Executor, orderId: string, kind: string) {
  await db
    .delete(orderSecrets)
    .where(and(eq(orderSecrets.orderId, orderId), eq(orderSecrets.kind, kind)));
}

/**
 * Marks deleted the order's live documents of `type` but `keptId`, and writes
 * each deletion to the document audit without an actor (the server discarded
 * them, nobody chose to). Returns their storage keys.
 */
export async function markOtherDocumentsDeleted(
  db: Executor,
  orderId: string,
  type: string,
  keptId: string | undefined,
  at: Date,
): Promise<string[]> {
  const live = await db
    .select({ id: documents.id })
    .from(documents)
    .where(
      and(eq(documents.orderId, orderId), eq(documents.type, type), isNull(documents.deletedAt)),
    );
  const ids = live.map((row) => row.id).filter((id) => id !== keptId);
  if (ids.length === 0) return [];
  const deleted = await db
    .update(documents)
    .set({ deletedAt: at })
    .where(and(inArray(documents.id, ids), isNull(documents.deletedAt)))
    .returning({ id: documents.id, storageKey: documents.storageKey });
  if (deleted.length > 0) {
    await db.insert(documentAudit).values(
      deleted.map((row) => ({
        id: crypto.randomUUID(),
        documentId: row.id,
        orderId,
        actorUserId: null,
        action: 'delete',
        createdAt: at,
      })),
    );
  }
  return deleted.map((row) => row.storageKey);
}
