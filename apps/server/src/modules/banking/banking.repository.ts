import { and, asc, desc, eq, isNull, lte } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import {
  bankWebhookEvents,
  capitalDepositShareholders,
  capitalDeposits,
  orders,
} from '../../db/schema/index.js';

export type CapitalDepositRow = typeof capitalDeposits.$inferSelect;
export type ShareholderRow = typeof capitalDepositShareholders.$inferSelect;
export type BankWebhookEventRow = typeof bankWebhookEvents.$inferSelect;

/** Writes the deposit and its shareholders; a second deposit for the order is refused by the unique order id. */
export async function insertDeposit(
  db: Executor,
  deposit: typeof capitalDeposits.$inferInsert,
  shareholders: (typeof capitalDepositShareholders.$inferInsert)[],
): Promise<CapitalDepositRow | undefined> {
  const [row] = await db
    .insert(capitalDeposits)
    .values(deposit)
    .onConflictDoNothing({ target: capitalDeposits.orderId })
    .returning();
  if (row && shareholders.length) await db.insert(capitalDepositShareholders).values(shareholders);
  return row;
}

export async function findDepositOfOrder(db: Executor, orderId: string) {
  const [row] = await db
    .select()
    .from(capitalDeposits)
    .where(eq(capitalDeposits.orderId, orderId))
    .limit(1);
  return row;
}

export async function findDepositByCaseId(db: Executor, caseId: string) {
  const [row] = await db
    .select()
    .from(capitalDeposits)
    .where(eq(capitalDeposits.providerCaseId, caseId))
    .limit(1);
  return row;
}

/** The deposit, locked until the transaction ends: every change to it is decided under this lock. */
export async function lockDeposit(db: Executor, id: string) {
  const [row] = await db
    .select()
    .from(capitalDeposits)
    .where(eq(capitalDeposits.id, id))
    .for('update');
  return row;
}

export async function updateDeposit(
  db: Executor,
  id: string,
  change: Partial<Omit<CapitalDepositRow, 'id' | 'orderId' | 'createdAt'>>,
) {
  const [row] = await db
    .update(capitalDeposits)
    .set(change)
    .where(eq(capitalDeposits.id, id))
    .returning();
  return row!;
}

export function listShareholders(db: Executor, depositId: string) {
  return db
    .select()
    .from(capitalDepositShareholders)
    .where(eq(capitalDepositShareholders.depositId, depositId))
    .orderBy(asc(capitalDepositShareholders.position));
}

export async function updateShareholder(
  db: Executor,
  id: string,
  change: Partial<Omit<ShareholderRow, 'id' | 'depositId' | 'position'>>,
) {
  await db
    .update(capitalDepositShareholders)
    .set(change)
    .where(eq(capitalDepositShareholders.id, id));
}

/**
 * Claims the deposits due to be opened at the bank (FOR UPDATE SKIP LOCKED,
 * then leased by pushing their next attempt to `leaseUntil`).
 */
export async function claimDueDeposits(
  db: Database,
  options: { now: Date; leaseUntil: Date; limit: number },
): Promise<CapitalDepositRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(capitalDeposits)
      .where(
        and(
          isNull(capitalDeposits.providerCaseId),
          lte(capitalDeposits.nextAttemptAt, options.now),
        ),
      )
      .orderBy(asc(capitalDeposits.nextAttemptAt))
      .limit(options.limit)
      .for('update', { skipLocked: true });
    const claimed: CapitalDepositRow[] = [];
    for (const row of due) {
      claimed.push(await updateDeposit(tx, row.id, { nextAttemptAt: options.leaseUntil }));
    }
    return claimed;
  });
}

/** Records a webhook once: undefined when its event id was already recorded (a redelivery). */
export async function insertBankEvent(db: Executor, row: typeof bankWebhookEvents.$inferInsert) {
  const [inserted] = await db
    .insert(bankWebhookEvents)
    .values(row)
    .onConflictDoNothing({ target: bankWebhookEvents.id })
    .returning();
  return inserted;
}

export async function updateBankEvent(
  db: Executor,
  id: string,
  change: Pick<BankWebhookEventRow, 'outcome' | 'statusAfter'>,
) {
  await db.update(bankWebhookEvents).set(change).where(eq(bankWebhookEvents.id, id));
}

export async function isBankEventRecorded(db: Executor, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: bankWebhookEvents.id })
    .from(bankWebhookEvents)
    .where(eq(bankWebhookEvents.id, id))
    .limit(1);
  return Boolean(row);
}

/** The deposit's webhooks, newest first. */
export function listBankEvents(db: Executor, depositId: string) {
  return db
    .select()
    .from(bankWebhookEvents)
    .where(eq(bankWebhookEvents.depositId, depositId))
    .orderBy(desc(bankWebhookEvents.receivedAt))
    .limit(200);
}

/** What opening a deposit needs of its order: the company's name as the founder gave it. */
export async function findOrderCompanyName(db: Executor, orderId: string): Promise<string> {
  const [row] = await db
    .select({ companyName: orders.companyName, questionnaire: orders.questionnaire })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
  const answered = (row?.questionnaire.companyDetails as { companyName?: unknown } | undefined)
    ?.companyName;
  return (typeof answered === 'string' && answered.trim()) || row?.companyName || '';
}

export async function orderExists(db: Executor, orderId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
  return Boolean(row);
}
