import type {
  ComplianceAction,
  ComplianceApprovalStatus,
  ComplianceLegalForm,
  ComplianceStepState,
} from '@foundly/domain';
import { index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers.js';
import { orders } from './orders.js';

/**
 * The compliance questionnaire of an order, one per order (the unique order
 * id makes a double "generate" create one). `answers` maps a question id to
 * the chosen choice ids; answers that hung on a changed answer are pruned in
 * the same write.
 */
export const complianceQuestionnaires = pgTable('compliance_questionnaire', {
  id: uuid('id').primaryKey(),
  orderId: uuid('order_id')
    .notNull()
    .unique()
    .references(() => orders.id, { onDelete: 'cascade' }),
  customerId: uuid('customer_id')
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' }),
  legalForm: text('legal_form').$type<ComplianceLegalForm>().notNull(),
  answers: jsonb('answers').$type<Record<string, string[]>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An order's compliance plan, one per order. The steps are its rows in
 * compliance_step; `calendar_token` is the secret of its ICS feed URL.
 */
export const compliancePlans = pgTable(
  'compliance_plan',
  {
    id: uuid('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    questionnaireId: uuid('questionnaire_id')
      .notNull()
      .references(() => complianceQuestionnaires.id, { onDelete: 'cascade' }),
    legalForm: text('legal_form').$type<ComplianceLegalForm>().notNull(),
    topLevelJurisdiction: text('top_level_jurisdiction').notNull(),
    secondLevelJurisdiction: text('second_level_jurisdiction').notNull().default(''),
    implementationVersion: text('implementation_version').notNull(),
    approvalStatus: text('approval_status').$type<ComplianceApprovalStatus>().notNull(),
    /** The registration date the deadlines were computed from (YYYY-MM-DD). */
    registrationDate: text('registration_date').notNull(),
    calendarToken: text('calendar_token').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('compliance_plan_approval_idx').on(table.approvalStatus, table.createdAt)],
);

/**
 * One obligation of a plan, in its section at `position`; an obligation is in
 * a plan at most once. `due_date` is a calendar date (YYYY-MM-DD) or null.
 */
export const complianceSteps = pgTable(
  'compliance_step',
  {
    id: uuid('id').primaryKey(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => compliancePlans.id, { onDelete: 'cascade' }),
    sectionKey: text('section_key').notNull(),
    obligationKey: text('obligation_key').notNull(),
    position: integer('position').notNull(),
    state: text('state').$type<ComplianceStepState>().notNull().default('NEW'),
    dueDate: text('due_date'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('compliance_step_obligation_unique').on(table.planId, table.obligationKey),
    index('compliance_step_due_idx').on(table.state, table.dueDate),
  ],
);

/** Every action a founder recorded on a step: what, by whom, when (spec 02 §7). */
export const complianceActions = pgTable(
  'compliance_action',
  {
    id: uuid('id').primaryKey(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => compliancePlans.id, { onDelete: 'cascade' }),
    stepId: uuid('step_id')
      .notNull()
      .references(() => complianceSteps.id, { onDelete: 'cascade' }),
    action: text('action').$type<ComplianceAction>().notNull(),
    initiatorUserId: text('initiator_user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('compliance_action_step_idx').on(table.stepId, table.createdAt)],
);
