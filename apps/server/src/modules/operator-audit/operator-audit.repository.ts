import type { Executor } from '../../db/client.js';
import { operatorActions } from '../../db/schema/index.js';

export type OperatorActionInput = Omit<typeof operatorActions.$inferInsert, 'id'>;

/**
 * Writes one operator action to the audit table, whichever way the operator
 * came (the back-office, or a service the founders use too, such as OCR).
 */
export async function recordOperatorAction(db: Executor, action: OperatorActionInput) {
  await db.insert(operatorActions).values({ id: crypto.randomUUID(), ...action });
}
