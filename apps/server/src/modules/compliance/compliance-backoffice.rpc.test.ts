import { Code } from '@connectrpc/connect';
import {
  ComplianceApprovalStatus,
  ComplianceStepState,
  CountryCode,
  LegalForm,
} from '@foundly/proto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  SASU_ANSWERS,
  setComplianceFlag,
  signUpWithPlan,
  UK_ANSWERS,
} from '../../../test/compliance.js';
import { BACKENDS, expectRpcError, useTestApp, type RpcClients } from '../../../test/harness.js';
import { emailOutbox, operatorActions } from '../../db/schema/index.js';
import { queueComplianceReminders } from './use-cases/queue-compliance-reminders.js';

const REGULATED = SASU_ANSWERS.map(([id, choice]): [string, string[]] =>
  id === 'fr.regulated' ? [id, ['yes']] : [id, choice],
);

describe.each(BACKENDS)('ComplianceBackofficeService on %s', (backend) => {
  let now: Date | undefined;
  const app = useTestApp(backend, { clock: { now: () => now ?? new Date() } });
  let operator: RpcClients;

  beforeAll(async () => {
    await setComplianceFlag(app(), true);
    operator = (await app().signUpOperator()).rpc;
  });

  const auditOf = (orderId: string) =>
    app().context.db.select().from(operatorActions).where(eq(operatorActions.orderId, orderId));

  it('lists a plan waiting for approval, reviews it, changes its steps and approves it', async () => {
    const { founder, plan } = await signUpWithPlan(app(), REGULATED);
    const { plans } = await operator.complianceBackoffice.listCompliancePlansForReview({});
    expect(plans.find((summary) => summary.planId === plan.id)).toMatchObject({
      orderId: founder.order.id,
      companyName: 'Acme',
      customerEmail: founder.user.email,
      approvalStatus: ComplianceApprovalStatus.NEEDS_APPROVAL,
    });

    const founderView = await founder.rpc.compliance.getCompliancePlanByOrderId({
      orderId: founder.order.id,
      country: 'fr',
    });
    expect(founderView.plan?.approvalStatus).toBe(ComplianceApprovalStatus.NEEDS_APPROVAL);

    const review = await operator.complianceBackoffice.getCompliancePlanReview({
      planId: plan.id,
      locale: 'en-gb',
    });
    expect(review.answers.find((answer) => answer.outsideCoverage)).toMatchObject({
      answers: ['Yes'],
    });
    expect(review.addable.map((option) => option.key)).toContain('fr.eu_sales_statement');
    expect(review.addable.map((option) => option.key)).not.toContain('fr.cfe_initial_declaration');

    await operator.complianceBackoffice.startCompliancePlanReview({ planId: plan.id });
    await operator.complianceBackoffice.addComplianceStep({
      planId: plan.id,
      obligationKey: 'fr.eu_sales_statement',
      dueDate: '2026-05-12',
    });
    const { detail: duplicate } = await expectRpcError(
      operator.complianceBackoffice.addComplianceStep({
        planId: plan.id,
        obligationKey: 'fr.eu_sales_statement',
        dueDate: '',
      }),
      Code.InvalidArgument,
    );
    expect(duplicate?.fieldViolations[0]?.field).toBe('obligation_key');
    const regulated = plan.sections
      .flatMap((section) => section.steps)
      .find((step) => step.obligationKey === 'fr.regulated_activity')!;
    await operator.complianceBackoffice.removeComplianceStep({
      planId: plan.id,
      stepId: regulated.id,
    });
    await operator.complianceBackoffice.approveCompliancePlan({ planId: plan.id });

    const { plan: approved } = await founder.rpc.compliance.getCompliancePlanByOrderId({
      orderId: founder.order.id,
      country: 'fr',
    });
    expect(approved?.approvalStatus).toBe(ComplianceApprovalStatus.MANUALLY_APPROVED);
    const steps = approved!.sections.flatMap((section) => section.steps);
    expect(steps.find((step) => step.obligationKey === 'fr.eu_sales_statement')).toMatchObject({
      initialDueDate: '2026-05-12',
      state: ComplianceStepState.NEW,
    });
    expect(steps.map((step) => step.obligationKey)).not.toContain('fr.regulated_activity');

    expect((await auditOf(founder.order.id)).map((row) => row.action).sort()).toEqual([
      'compliance_add_step',
      'compliance_approve',
      'compliance_remove_step',
      'compliance_review',
    ]);
    const { plans: after } = await operator.complianceBackoffice.listCompliancePlansForReview({});
    expect(after.map((summary) => summary.planId)).not.toContain(plan.id);
  });

  it('refuses changes to a plan that is not waiting for review, and audits nothing', async () => {
    const { founder, plan } = await signUpWithPlan(app());
    expect(plan.approvalStatus).toBe(ComplianceApprovalStatus.PRE_APPROVED);
    const { detail } = await expectRpcError(
      operator.complianceBackoffice.approveCompliancePlan({ planId: plan.id }),
      Code.FailedPrecondition,
    );
    expect(detail?.reason).toBe('COMPLIANCE_PLAN_NOT_REVIEWABLE');
    await expectRpcError(
      operator.complianceBackoffice.removeComplianceStep({
        planId: plan.id,
        stepId: plan.sections[0]!.steps[0]!.id,
      }),
      Code.FailedPrecondition,
    );
    expect(await auditOf(founder.order.id)).toEqual([]);
  });

  it.each([
    ['an unknown obligation', { obligationKey: 'fr.nope' }, 'obligation_key'],
    ['an obligation of the other country', { obligationKey: 'uk.ico_fee' }, 'obligation_key'],
    ['an impossible date', { dueDate: '2027-02-29' }, 'due_date'],
  ])('refuses to add %s', async (_, change, field) => {
    const { plan } = await signUpWithPlan(app(), REGULATED);
    const { fields } = await expectRpcError(
      operator.complianceBackoffice.addComplianceStep({
        planId: plan.id,
        obligationKey: 'fr.eu_sales_statement',
        dueDate: '',
        ...change,
      }),
      Code.InvalidArgument,
    );
    expect(fields).toContain(field);
  });

  it('is refused to a customer, and to nobody signed in', async () => {
    const { founder, plan } = await signUpWithPlan(app(), REGULATED);
    const { detail } = await expectRpcError(
      founder.rpc.complianceBackoffice.approveCompliancePlan({ planId: plan.id }),
      Code.PermissionDenied,
    );
    expect(detail?.reason).toBe('NOT_OPERATOR');
    await expectRpcError(
      founder.rpc.complianceBackoffice.listCompliancePlansForReview({}),
      Code.PermissionDenied,
    );
    await expectRpcError(
      app().clients().complianceBackoffice.getCompliancePlanReview({ planId: plan.id }),
      Code.Unauthenticated,
    );
    const { plan: unchanged } = await founder.rpc.compliance.getCompliancePlanByOrderId({
      orderId: founder.order.id,
      country: 'fr',
    });
    expect(unchanged?.approvalStatus).toBe(ComplianceApprovalStatus.NEEDS_APPROVAL);
  });

  describe('reminders', () => {
    const remindersTo = (email: string) =>
      app()
        .context.db.select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.to, email), eq(emailOutbox.template, 'compliance-reminder')));

    it('queues one e-mail per open step and date within 14 days, once, for shown plans only', async () => {
      const { founder } = await signUpWithPlan(app());
      const waiting = await signUpWithPlan(app(), REGULATED);
      now = new Date('2026-12-20T12:00:00Z');
      try {
        await queueComplianceReminders(app().context);
        await queueComplianceReminders(app().context);
      } finally {
        now = undefined;
      }
      const emails = await remindersTo(founder.user.email);
      expect(emails).toHaveLength(1);
      expect(emails[0]).toMatchObject({
        locale: 'fr-fr',
        subject: 'Échéance proche\u00a0: Déclaration initiale de CFE (1447-C-SD)',
        link: expect.stringMatching(/\/fr\/fr-fr\/compliance$/) as string,
      });
      expect(emails[0]?.text).toContain('31/12/2026');
      expect(await remindersTo(waiting.founder.user.email)).toEqual([]);
    });

    it('counts a UK company’s 14 days in London, not in Paris', async () => {
      const { founder } = await signUpWithPlan(app(), UK_ANSWERS, {
        country: CountryCode.UK,
        legalForm: LegalForm.LTD,
      });
      const confirmationStatements = async () =>
        (await remindersTo(founder.user.email)).filter((email) =>
          email.subject.includes('confirmation statement'),
        );
      // Due on 2027-03-24: at 23:30 in London on 9 March (already the 10th in Paris) it is
      // still 15 days away; half an hour after midnight in London it is 14.
      for (const [at, expected] of [
        ['2027-03-09T23:30:00Z', 0],
        ['2027-03-10T00:30:00Z', 1],
      ] as const) {
        now = new Date(at);
        try {
          await queueComplianceReminders(app().context);
        } finally {
          now = undefined;
        }
        expect(await confirmationStatements()).toHaveLength(expected);
      }
    });

    it('does not remind of a completed step', async () => {
      const { founder, plan } = await signUpWithPlan(app());
      await founder.rpc.compliance.recordComplianceAction({
        planId: plan.id,
        orderId: founder.order.id,
        country: 'fr',
        stepId: plan.sections[0]!.steps[0]!.id,
        action: 1,
      });
      now = new Date('2026-12-20T12:00:00Z');
      try {
        await queueComplianceReminders(app().context);
      } finally {
        now = undefined;
      }
      expect(await remindersTo(founder.user.email)).toEqual([]);
    });
  });
});
