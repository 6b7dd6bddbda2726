import { eq } from 'drizzle-orm';
import type { Executor } from '../../../../db/client.js';
import { sandboxSignatureRequests } from '../../../../db/schema/index.js';

export type SandboxRequestRow = typeof sandboxSignatureRequests.$inferSelect;

export async function insertSandboxRequest(
  db: Executor,
  row: typeof sandboxSignatureRequests.$inferInsert,
): Promise<SandboxRequestRow> {
  const [inserted] = await db.insert(sandboxSignatureRequests).values(row).returning();
  return inserted!;
}

export async function findSandboxRequest(db: Executor, id: string) {
  const [row] = await db
    .select()
    .from(sandboxSignatureRequests)
    .where(eq(sandboxSignatureRequests.id, id))
    .limit(1);
  return row;
}

export async function findSandboxRequestByExternalId(db: Executor, externalId: string) {
  const [row] = await db
    .select()
    .from(sandboxSignatureRequests)
    .where(eq(sandboxSignatureRequests.externalId, externalId))
    .limit(1);
  return row;
}

export async function findSandboxRequestByTokenHash(db: Executor, tokenHash: string) {
  const [row] = await db
    .select()
    .from(sandboxSignatureRequests)
    .where(eq(sandboxSignatureRequests.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/** The row, locked until the transaction ends: signing and declining are decided under it. */
export async function lockSandboxRequest(db: Executor, id: string) {
  const [row] = await db
    .select()
    .from(sandboxSignatureRequests)
    .where(eq(sandboxSignatureRequests.id, id))
    .for('update');
  return row;
}

export async function updateSandboxRequest(
  db: Executor,
  id: string,
  change: Partial<
    Pick<SandboxRequestRow, 'status' | 'tokenHash' | 'documents' | 'audit' | 'updatedAt'>
  >,
) {
  const [row] = await db
    .update(sandboxSignatureRequests)
    .set(change)
    .where(eq(sandboxSignatureRequests.id, id))
    .returning();
  return row;
}
