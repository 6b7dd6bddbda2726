import type { ComplianceApprovalStatus, ComplianceStepState } from '@foundly/domain';
import { and, asc, eq, gte, inArray, isNotNull, lte, max, min, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  complianceActions,
  compliancePlans,
  complianceQuestionnaires,
  complianceSteps,
  customers,
  orders,
  orderStatusChanges,
} from '../../db/schema/index.js';

export type ComplianceQuestionnaireRow = typeof complianceQuestionnaires.$inferSelect;
export type CompliancePlanRow = typeof compliancePlans.$inferSelect;
export type ComplianceStepRow = typeof complianceSteps.$inferSelect;

const OPEN_STATES: ComplianceStepState[] = ['NEW', 'IN_PROGRESS'];

export async function findQuestionnaireOfOrder(db: Executor, orderId: string) {
  const [row] = await db
    .select()
    .from(complianceQuestionnaires)
    .where(eq(complianceQuestionnaires.orderId, orderId))
    .limit(1);
  return row;
}

/** Creates the order's questionnaire unless it has one (a double click creates one). */
export async function insertQuestionnaire(
  db: Executor,
  row: typeof complianceQuestionnaires.$inferInsert,
) {
  await db.insert(complianceQuestionnaires).values(row).onConflictDoNothing();
}

/** The order's questionnaire, locked until the transaction ends. */
export async function lockQuestionnaireOfOrder(db: Executor, orderId: string) {
  const [row] = await db
    .select()
    .from(complianceQuestionnaires)
    .where(eq(complianceQuestionnaires.orderId, orderId))
    .for('update')
    .limit(1);
  return row;
}

export async function saveQuestionnaireAnswers(
  db: Executor,
  id: string,
  answers: Record<string, string[]>,
  now: Date,
) {
  await db
    .update(complianceQuestionnaires)
    .set({ answers, updatedAt: now })
    .where(eq(complianceQuestionnaires.id, id));
}

export async function findPlanOfOrder(db: Executor, orderId: string) {
  const [row] = await db
    .select()
    .from(compliancePlans)
    .where(eq(compliancePlans.orderId, orderId))
    .limit(1);
  return row;
}

export async function findPlan(db: Executor, planId: string) {
  const [row] = await db
    .select()
    .from(compliancePlans)
    .where(eq(compliancePlans.id, planId))
    .limit(1);
  return row;
}

export async function findPlanByCalendarToken(db: Executor, token: string) {
  const [row] = await db
    .select()
    .from(compliancePlans)
    .where(eq(compliancePlans.calendarToken, token))
    .limit(1);
  return row;
}

/** Writes a plan unless the order has one; true when this call wrote it. */
export async function insertPlan(db: Executor, row: typeof compliancePlans.$inferInsert) {
  const inserted = await db
    .insert(compliancePlans)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: compliancePlans.id });
  return inserted.length > 0;
}

export async function insertSteps(db: Executor, rows: (typeof complianceSteps.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(complianceSteps).values(rows);
}

/** Adds one step unless the obligation is already in the plan; true when added. */
export async function insertStep(db: Executor, row: typeof complianceSteps.$inferInsert) {
  const inserted = await db
    .insert(complianceSteps)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: complianceSteps.id });
  return inserted.length > 0;
}

/** The position after the plan's last step. */
export async function getNextStepPosition(db: Executor, planId: string) {
  const [row] = await db
    .select({ last: max(complianceSteps.position) })
    .from(complianceSteps)
    .where(eq(complianceSteps.planId, planId));
  return (row?.last ?? -1) + 1;
}

export function listSteps(db: Executor, planId: string) {
  return db
    .select()
    .from(complianceSteps)
    .where(eq(complianceSteps.planId, planId))
    .orderBy(asc(complianceSteps.position), asc(complianceSteps.createdAt));
}

export async function findStep(db: Executor, planId: string, stepId: string) {
  const [row] = await db
    .select()
    .from(complianceSteps)
    .where(and(eq(complianceSteps.planId, planId), eq(complianceSteps.id, stepId)))
    .limit(1);
  return row;
}

/**
 * Closes an open step (compare-and-set on NEW or IN_PROGRESS): of two
 * simultaneous clicks only one gets the row back.
 */
export async function closeStep(
  db: Executor,
  planId: string,
  stepId: string,
  state: ComplianceStepState,
  now: Date,
) {
  const [row] = await db
    .update(complianceSteps)
    .set({ state, updatedAt: now })
    .where(
      and(
        eq(complianceSteps.planId, planId),
        eq(complianceSteps.id, stepId),
        inArray(complianceSteps.state, OPEN_STATES),
      ),
    )
    .returning();
  return row;
}

export async function deleteStep(db: Executor, planId: string, stepId: string) {
  const deleted = await db
    .delete(complianceSteps)
    .where(and(eq(complianceSteps.planId, planId), eq(complianceSteps.id, stepId)))
    .returning({ id: complianceSteps.id });
  return deleted.length > 0;
}

export async function insertComplianceAction(
  db: Executor,
  row: Omit<typeof complianceActions.$inferInsert, 'id'>,
) {
  await db.insert(complianceActions).values({ id: crypto.randomUUID(), ...row });
}

export function listComplianceActions(db: Executor, planId: string) {
  return db
    .select()
    .from(complianceActions)
    .where(eq(complianceActions.planId, planId))
    .orderBy(asc(complianceActions.createdAt));
}

/** Moves a plan's approval from one of `from` to `to` (compare-and-set); true when it moved. */
export async function moveApprovalStatus(
  db: Executor,
  planId: string,
  from: readonly ComplianceApprovalStatus[],
  to: ComplianceApprovalStatus,
  now: Date,
) {
  const moved = await db
    .update(compliancePlans)
    .set({ approvalStatus: to, updatedAt: now })
    .where(and(eq(compliancePlans.id, planId), inArray(compliancePlans.approvalStatus, [...from])))
    .returning({ id: compliancePlans.id });
  return moved.length > 0;
}

/** The plan, locked, when its approval is one of `statuses`. */
export async function lockPlanIn(
  db: Executor,
  planId: string,
  statuses: readonly ComplianceApprovalStatus[],
) {
  const [row] = await db
    .select()
    .from(compliancePlans)
    .where(
      and(eq(compliancePlans.id, planId), inArray(compliancePlans.approvalStatus, [...statuses])),
    )
    .for('update')
    .limit(1);
  return row;
}

/** The plans waiting for an operator, oldest first, with the file's company and founder. */
export function listPlansForReview(db: Executor) {
  return db
    .select({
      plan: compliancePlans,
      companyName: orders.companyName,
      email: customers.email,
    })
    .from(compliancePlans)
    .innerJoin(orders, eq(orders.id, compliancePlans.orderId))
    .innerJoin(customers, eq(customers.id, compliancePlans.customerId))
    .where(inArray(compliancePlans.approvalStatus, ['NEEDS_APPROVAL', 'IN_REVIEW']))
    .orderBy(asc(compliancePlans.createdAt));
}

export async function findPlanFile(db: Executor, planId: string) {
  const [row] = await db
    .select({ companyName: orders.companyName, email: customers.email })
    .from(compliancePlans)
    .innerJoin(orders, eq(orders.id, compliancePlans.orderId))
    .innerJoin(customers, eq(customers.id, compliancePlans.customerId))
    .where(eq(compliancePlans.id, planId))
    .limit(1);
  return row;
}

/** The day the order's company was formed, as its first move to COMPANY_FORMED; undefined before. */
export async function findCompanyFormedAt(db: Executor, orderId: string) {
  const [row] = await db
    .select({ at: min(orderStatusChanges.createdAt) })
    .from(orderStatusChanges)
    .where(
      and(
        eq(orderStatusChanges.orderId, orderId),
        eq(orderStatusChanges.toStatus, 'COMPANY_FORMED'),
      ),
    );
  return row?.at ?? undefined;
}

/**
 * The open steps of shown plans whose deadline falls between two dates
 * (inclusive): the ones a reminder is due for.
 */
export function listStepsDueBetween(db: Executor, from: string, to: string) {
  return db
    .select({
      step: complianceSteps,
      orderId: compliancePlans.orderId,
      legalForm: compliancePlans.legalForm,
    })
    .from(complianceSteps)
    .innerJoin(compliancePlans, eq(compliancePlans.id, complianceSteps.planId))
    .where(
      and(
        inArray(complianceSteps.state, OPEN_STATES),
        isNotNull(complianceSteps.dueDate),
        gte(complianceSteps.dueDate, from),
        lte(complianceSteps.dueDate, to),
        inArray(compliancePlans.approvalStatus, ['PRE_APPROVED', 'MANUALLY_APPROVED']),
      ),
    )
    .orderBy(asc(complianceSteps.dueDate), sql`${complianceSteps.id}`);
}
