import { Code } from '@connectrpc/connect';
import {
  ComplianceActionType,
  ComplianceApprovalStatus,
  ComplianceLinkType,
  ComplianceQuestionType,
  ComplianceStepState,
  CountryCode,
  LegalForm,
} from '@foundly/proto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeCallerChecks, type OrderingCustomer } from '../../../test/caller-checks.js';
import {
  answerQuestionnaire,
  SASU_ANSWERS,
  setComplianceFlag,
  signUpComplianceFounder,
  signUpWithPlan,
  UK_ANSWERS,
} from '../../../test/compliance.js';
import { BACKENDS, expectRpcError, useTestApp } from '../../../test/harness.js';
import {
  complianceActions,
  complianceQuestionnaires,
  complianceSteps,
} from '../../db/schema/index.js';

describe.each(BACKENDS)('ComplianceService on %s', (backend) => {
  const app = useTestApp(backend);
  const signUp = () => signUpComplianceFounder(app());

  beforeAll(async () => {
    await setComplianceFlag(app(), true);
  });

  const storedAnswers = async (orderId: string) => {
    const [row] = await app()
      .context.db.select()
      .from(complianceQuestionnaires)
      .where(eq(complianceQuestionnaires.orderId, orderId));
    return row?.answers;
  };

  describe('GenerateComplianceQuestionnaire', () => {
    it('creates the questionnaire of the legal form, with its dependencies, once for two clicks', async () => {
      const founder = await signUp();
      const request = { orderId: founder.order.id, country: 'fr' };
      const [first, second] = await Promise.all([
        founder.rpc.compliance.generateComplianceQuestionnaire(request),
        founder.rpc.compliance.generateComplianceQuestionnaire(request),
      ]);
      expect(second.questionnaire?.id).toBe(first.questionnaire?.id);
      const questions = first.questionnaire!.questions;
      expect(questions.map((question) => question.id)).toEqual(SASU_ANSWERS.map(([id]) => id));
      expect(questions[1]).toMatchObject({
        id: 'fr.first_year_long',
        questionType: ComplianceQuestionType.BOOLEAN,
        dependsOnQuestionId: 'fr.year_end',
        requiredAnswersFromAncestorQuestion: ['dec31', 'mar31', 'jun30', 'sep30'],
        text: expect.stringContaining('premier exercice') as string,
      });
      expect(first.questionnaire?.completed).toBe(false);
    });

    it('speaks the language asked for', async () => {
      const founder = await signUp();
      const { questionnaire } = await founder.rpc.compliance.generateComplianceQuestionnaire({
        orderId: founder.order.id,
        country: 'fr',
        locale: 'en-gb',
      });
      expect(questionnaire?.questions[0]?.text).toBe(
        'On which date does the financial year set in your articles end?',
      );
    });

    it('asks a micro-entreprise its Urssaf rhythm and not its year end', async () => {
      const founder = await signUpComplianceFounder(app(), {
        legalForm: LegalForm.MICROENTERPRISE,
      });
      const { questionnaire } = await founder.rpc.compliance.generateComplianceQuestionnaire({
        orderId: founder.order.id,
        country: 'fr',
      });
      const ids = questionnaire!.questions.map((question) => question.id);
      expect(ids).toContain('fr.urssaf_frequency');
      expect(ids).not.toContain('fr.year_end');
    });

    it("refuses another customer's order as not found, and writes nothing", async () => {
      const [owner, stranger] = await Promise.all([signUp(), signUp()]);
      const { detail } = await expectRpcError(
        stranger.rpc.compliance.generateComplianceQuestionnaire({
          orderId: owner.order.id,
          country: 'fr',
        }),
        Code.NotFound,
      );
      expect(detail?.reason).toBe('ORDER_NOT_FOUND');
      expect(await storedAnswers(owner.order.id)).toBeUndefined();
    });

    it.each([
      ['a malformed order id', { orderId: 'nope', country: 'fr' }, 'order_id'],
      ['an unknown country', { country: 'de' }, 'country'],
      ['the wrong country for the order', { country: 'uk' }, 'country'],
    ])('refuses %s as invalid_argument', async (_, change, field) => {
      const founder = await signUp();
      const { fields } = await expectRpcError(
        founder.rpc.compliance.generateComplianceQuestionnaire({
          orderId: founder.order.id,
          ...change,
        }),
        Code.InvalidArgument,
      );
      expect(fields).toContain(field);
    });

    it('refuses a Spanish order: the tool is for France and the UK', async () => {
      const founder = await signUpComplianceFounder(app(), {
        country: CountryCode.ES,
        legalForm: LegalForm.AUTONOMO,
      });
      await expectRpcError(
        founder.rpc.compliance.generateComplianceQuestionnaire({
          orderId: founder.order.id,
          country: 'uk',
        }),
        Code.InvalidArgument,
      );
    });

    it('is refused while the compliance_tool flag is off', async () => {
      const founder = await signUp();
      await setComplianceFlag(app(), false);
      try {
        const { detail } = await expectRpcError(
          founder.rpc.compliance.generateComplianceQuestionnaire({
            orderId: founder.order.id,
            country: 'fr',
          }),
          Code.FailedPrecondition,
        );
        expect(detail?.reason).toBe('COMPLIANCE_NOT_OFFERED');
      } finally {
        await setComplianceFlag(app(), true);
      }
      expect(await storedAnswers(founder.order.id)).toBeUndefined();
    });
  });

  describeCallerChecks('GenerateComplianceQuestionnaire', app, (rpc, caller) =>
    rpc.compliance.generateComplianceQuestionnaire({ orderId: caller.order.id, country: 'fr' }),
  );

  describe('GetComplianceQuestionnaireByOrderId', () => {
    it('answers nothing before the questionnaire exists, then it with the answers given', async () => {
      const founder = await signUp();
      const request = { orderId: founder.order.id, country: 'fr' };
      expect(
        (await founder.rpc.compliance.getComplianceQuestionnaireByOrderId(request)).questionnaire,
      ).toBeUndefined();
      await answerQuestionnaire(founder, [['fr.year_end', ['jun30']]]);
      const { questionnaire } =
        await founder.rpc.compliance.getComplianceQuestionnaireByOrderId(request);
      expect(questionnaire?.questions[0]?.answerIds).toEqual(['jun30']);
    });

    it("refuses another customer's order as not found", async () => {
      const [owner, stranger] = await Promise.all([signUp(), signUp()]);
      await answerQuestionnaire(owner, []);
      await expectRpcError(
        stranger.rpc.compliance.getComplianceQuestionnaireByOrderId({
          orderId: owner.order.id,
          country: 'fr',
        }),
        Code.NotFound,
      );
    });
  });

  describeCallerChecks('GetComplianceQuestionnaireByOrderId', app, (rpc, caller) =>
    rpc.compliance.getComplianceQuestionnaireByOrderId({ orderId: caller.order.id, country: 'fr' }),
  );

  describe('UpdateComplianceQuestionnaire', () => {
    let founder: OrderingCustomer;
    let questionnaireId: string;
    const update = (questionId: string, answerIds: string[], by = founder) =>
      by.rpc.compliance.updateComplianceQuestionnaire({
        orderId: founder.order.id,
        country: 'fr',
        questionnaireId,
        questionId,
        answerIds,
      });

    beforeAll(async () => {
      founder = await signUp();
      questionnaireId = (await answerQuestionnaire(founder, [['fr.year_end', ['dec31']]])).id;
    });

    it.each([
      ['an unknown question', 'fr.nope', ['yes'], 'question_id'],
      ['an unknown choice', 'fr.year_end', ['dec32'], 'answers[0]'],
      ['two choices to a single select', 'fr.year_end', ['dec31', 'jun30'], 'answers'],
      ['no choice', 'fr.employees', [], 'answers'],
    ])(
      'refuses %s as invalid_argument and stores nothing',
      async (_, questionId, answers, field) => {
        const { fields } = await expectRpcError(update(questionId, answers), Code.InvalidArgument);
        expect(fields).toContain(field);
        expect(await storedAnswers(founder.order.id)).toEqual({ 'fr.year_end': ['dec31'] });
      },
    );

    it('refuses an answer to a question whose dependency is unmet', async () => {
      await update('fr.year_end', ['other']);
      const { detail } = await expectRpcError(
        update('fr.first_year_long', ['yes']),
        Code.FailedPrecondition,
      );
      expect(detail?.reason).toBe('COMPLIANCE_QUESTION_NOT_ASKED');
      expect(await storedAnswers(founder.order.id)).toEqual({ 'fr.year_end': ['other'] });
      await update('fr.year_end', ['dec31']);
    });

    it('drops the answers that hung on a changed answer', async () => {
      await update('fr.vat_regime', ['reel_normal']);
      await update('fr.vat_frequency', ['quarterly']);
      const { questionnaire } = await update('fr.vat_regime', ['franchise']);
      expect(
        questionnaire?.questions.find((question) => question.id === 'fr.vat_frequency')?.answerIds,
      ).toEqual([]);
      expect(await storedAnswers(founder.order.id)).toEqual({
        'fr.year_end': ['dec31'],
        'fr.vat_regime': ['franchise'],
      });
    });

    it('refuses a questionnaire id that is not the order’s', async () => {
      const { detail } = await expectRpcError(
        founder.rpc.compliance.updateComplianceQuestionnaire({
          orderId: founder.order.id,
          country: 'fr',
          questionnaireId: crypto.randomUUID(),
          questionId: 'fr.employees',
          answerIds: ['yes'],
        }),
        Code.NotFound,
      );
      expect(detail?.reason).toBe('COMPLIANCE_QUESTIONNAIRE_NOT_FOUND');
    });

    it("refuses another customer's questionnaire as not found, storing nothing", async () => {
      const stranger = await signUp();
      await expectRpcError(update('fr.employees', ['yes'], stranger), Code.NotFound);
      expect(await storedAnswers(founder.order.id)).not.toHaveProperty('fr.employees');
    });
  });

  describeCallerChecks('UpdateComplianceQuestionnaire', app, async (rpc, caller) => {
    const { questionnaire } = await rpc.compliance.generateComplianceQuestionnaire({
      orderId: caller.order.id,
      country: 'fr',
    });
    return rpc.compliance.updateComplianceQuestionnaire({
      orderId: caller.order.id,
      country: 'fr',
      questionnaireId: questionnaire!.id,
      questionId: 'fr.employees',
      answerIds: ['no'],
    });
  });

  describe('GenerateCompliancePlan', () => {
    it('refuses an incomplete questionnaire and writes no plan', async () => {
      const founder = await signUp();
      await answerQuestionnaire(founder, SASU_ANSWERS.slice(0, 3));
      const { detail } = await expectRpcError(
        founder.rpc.compliance.generateCompliancePlan({ orderId: founder.order.id, country: 'fr' }),
        Code.FailedPrecondition,
      );
      expect(detail?.reason).toBe('COMPLIANCE_QUESTIONNAIRE_INCOMPLETE');
      const { plan } = await founder.rpc.compliance.getCompliancePlanByOrderId({
        orderId: founder.order.id,
        country: 'fr',
      });
      expect(plan).toBeUndefined();
    });

    it('builds the SASU plan dated from the formation day, pre-approved, once for two clicks', async () => {
      const founder = await signUpComplianceFounder(app(), { formedOn: '2026-03-10' });
      await answerQuestionnaire(founder, SASU_ANSWERS);
      const request = { orderId: founder.order.id, country: 'fr' };
      const [first, second] = await Promise.all([
        founder.rpc.compliance.generateCompliancePlan(request),
        founder.rpc.compliance.generateCompliancePlan(request),
      ]);
      const plan = first.plan!;
      expect(second.plan?.id).toBe(plan.id);
      expect(plan).toMatchObject({
        orderId: founder.order.id,
        customerId: founder.customer.id,
        topLevelJurisdiction: 'FR',
        implementationVersion: '2026.11.1',
        approvalStatus: ComplianceApprovalStatus.PRE_APPROVED,
      });
      expect(plan.calendarUrl).toMatch(
        new RegExp(`/api/compliance/${founder.order.id}/calendar\\.ics\\?token=[\\w-]{32}$`),
      );
      expect(plan.sections.map((section) => section.id)).toEqual([
        'fr.tax',
        'fr.accounts',
        'fr.social',
        'fr.employer',
        'fr.data',
      ]);
      const approval = plan.sections[1]!.steps[0]!;
      expect(approval).toMatchObject({
        obligationKey: 'fr.accounts_approval',
        title: 'Approbation des comptes du premier exercice',
        state: ComplianceStepState.NEW,
        initialDueDate: '2027-06-30',
      });
      expect(approval.additionalInfoLinks[0]).toMatchObject({
        linkType: ComplianceLinkType.LEGAL_SOURCE,
        linkText: 'Code de commerce, article L227-9 (SASU)',
      });
      const cfe = plan.sections[0]!.steps[0]!;
      expect(cfe.forms[0]).toMatchObject({ id: '1447-C-SD', linkType: ComplianceLinkType.FORM });
      const rows = await app()
        .context.db.select()
        .from(complianceSteps)
        .where(eq(complianceSteps.planId, plan.id));
      expect(rows).toHaveLength(plan.sections.flatMap((section) => section.steps).length);
    });

    it('refuses to change the answers once the plan exists', async () => {
      const { founder, plan } = await signUpWithPlan(app());
      const { detail } = await expectRpcError(
        founder.rpc.compliance.updateComplianceQuestionnaire({
          orderId: founder.order.id,
          country: 'fr',
          questionnaireId: plan.completedQuestionnaireId,
          questionId: 'fr.employees',
          answerIds: ['no'],
        }),
        Code.FailedPrecondition,
      );
      expect(detail?.reason).toBe('QUESTIONNAIRE_LOCKED');
    });

    it('leaves a plan outside the rules waiting for approval', async () => {
      const answers = SASU_ANSWERS.map(([id, choice]): [string, string[]] =>
        id === 'fr.regulated' ? [id, ['yes']] : [id, choice],
      );
      const { plan } = await signUpWithPlan(app(), answers);
      expect(plan.approvalStatus).toBe(ComplianceApprovalStatus.NEEDS_APPROVAL);
      expect(plan.sections.flatMap((s) => s.steps).map((s) => s.obligationKey)).toContain(
        'fr.regulated_activity',
      );
    });

    it('builds a UK limited company’s plan', async () => {
      const { plan } = await signUpWithPlan(app(), UK_ANSWERS, {
        country: CountryCode.UK,
        legalForm: LegalForm.LTD,
      });
      expect(plan.topLevelJurisdiction).toBe('GB');
      const steps = plan.sections.flatMap((section) => section.steps);
      expect(
        steps.find((step) => step.obligationKey === 'uk.confirmation_statement'),
      ).toMatchObject({
        title: 'First confirmation statement',
        initialDueDate: '2027-03-24',
      });
      expect(steps.map((step) => step.obligationKey)).toContain('uk.paye_registration');
    });

    it("refuses another customer's order as not found", async () => {
      const { founder } = await signUpWithPlan(app());
      const stranger = await signUp();
      await expectRpcError(
        stranger.rpc.compliance.generateCompliancePlan({
          orderId: founder.order.id,
          country: 'fr',
        }),
        Code.NotFound,
      );
      await expectRpcError(
        stranger.rpc.compliance.getCompliancePlanByOrderId({
          orderId: founder.order.id,
          country: 'fr',
        }),
        Code.NotFound,
      );
    });
  });

  /** The caller's plan, answering the questionnaire first when there is none (the checks share one owner). */
  async function ensurePlan(rpc: OrderingCustomer['rpc'], caller: OrderingCustomer) {
    const request = { orderId: caller.order.id, country: 'fr' };
    const existing = await rpc.compliance.getCompliancePlanByOrderId(request);
    if (!existing.plan) await answerQuestionnaire({ ...caller, rpc }, SASU_ANSWERS);
    return rpc.compliance.generateCompliancePlan(request);
  }

  describeCallerChecks('GenerateCompliancePlan', app, ensurePlan);

  describeCallerChecks('GetCompliancePlanByOrderId', app, (rpc, caller) =>
    rpc.compliance.getCompliancePlanByOrderId({ orderId: caller.order.id, country: 'fr' }),
  );

  describe('RecordComplianceAction', () => {
    const actionsOf = (stepId: string) =>
      app().context.db.select().from(complianceActions).where(eq(complianceActions.stepId, stepId));

    it('marks a NEW step completed, records who and when, and refuses a second click', async () => {
      const { founder, plan } = await signUpWithPlan(app());
      const step = plan.sections[0]!.steps[0]!;
      const request = {
        planId: plan.id,
        orderId: founder.order.id,
        country: 'fr',
        stepId: step.id,
        action: ComplianceActionType.STEP_MARKED_COMPLETED,
        customerId: founder.customer.id,
      };
      const results = await Promise.allSettled([
        founder.rpc.compliance.recordComplianceAction(request),
        founder.rpc.compliance.recordComplianceAction(request),
      ]);
      const fulfilled = results.filter((result) => result.status === 'fulfilled');
      expect(fulfilled).toHaveLength(1);
      expect(fulfilled[0]?.value.data).toMatchObject({
        id: step.id,
        state: ComplianceStepState.COMPLETE,
      });
      const actions = await actionsOf(step.id);
      expect(actions).toHaveLength(1);
      expect(actions[0]).toMatchObject({
        action: 'STEP_MARKED_COMPLETED',
        initiatorUserId: founder.user.id,
      });
      const { detail } = await expectRpcError(
        founder.rpc.compliance.recordComplianceAction({
          ...request,
          action: ComplianceActionType.STEP_MARKED_SKIPPED,
        }),
        Code.FailedPrecondition,
      );
      expect(detail?.reason).toBe('COMPLIANCE_STEP_CLOSED');
      expect(await actionsOf(step.id)).toHaveLength(1);
    });

    it('marks a step skipped, and a skipped step refuses completion', async () => {
      const { founder, plan } = await signUpWithPlan(app());
      const step = plan.sections[1]!.steps[0]!;
      const request = {
        planId: plan.id,
        orderId: founder.order.id,
        country: 'fr',
        stepId: step.id,
        action: ComplianceActionType.STEP_MARKED_SKIPPED,
      };
      const { data } = await founder.rpc.compliance.recordComplianceAction(request);
      expect(data?.state).toBe(ComplianceStepState.SKIPPED);
      await expectRpcError(
        founder.rpc.compliance.recordComplianceAction({
          ...request,
          action: ComplianceActionType.STEP_MARKED_COMPLETED,
        }),
        Code.FailedPrecondition,
      );
    });

    it.each([
      [
        'an unknown step',
        { stepId: crypto.randomUUID() },
        Code.NotFound,
        'COMPLIANCE_STEP_NOT_FOUND',
      ],
      [
        'an unknown plan',
        { planId: crypto.randomUUID() },
        Code.NotFound,
        'COMPLIANCE_PLAN_NOT_FOUND',
      ],
      [
        'no action',
        { action: ComplianceActionType.UNSPECIFIED },
        Code.InvalidArgument,
        'INVALID_ARGUMENT',
      ],
      ['a malformed step id', { stepId: 'x' }, Code.InvalidArgument, 'INVALID_ARGUMENT'],
      [
        'another customer id',
        { customerId: crypto.randomUUID() },
        Code.PermissionDenied,
        'NOT_YOURS',
      ],
    ])('refuses %s and records nothing', async (_, change, code, reason) => {
      const { founder, plan } = await signUpWithPlan(app());
      const step = plan.sections[0]!.steps[0]!;
      const { detail } = await expectRpcError(
        founder.rpc.compliance.recordComplianceAction({
          planId: plan.id,
          orderId: founder.order.id,
          country: 'fr',
          stepId: step.id,
          action: ComplianceActionType.STEP_MARKED_COMPLETED,
          ...change,
        }),
        code,
      );
      expect(detail?.reason).toBe(reason);
      expect(await actionsOf(step.id)).toHaveLength(0);
    });

    it("refuses a step of another customer's plan, even named through one's own order", async () => {
      const [mine, theirs] = await Promise.all([signUpWithPlan(app()), signUpWithPlan(app())]);
      const step = theirs.plan.sections[0]!.steps[0]!;
      await expectRpcError(
        mine.founder.rpc.compliance.recordComplianceAction({
          planId: theirs.plan.id,
          orderId: theirs.founder.order.id,
          country: 'fr',
          stepId: step.id,
          action: ComplianceActionType.STEP_MARKED_COMPLETED,
        }),
        Code.NotFound,
      );
      const { detail } = await expectRpcError(
        mine.founder.rpc.compliance.recordComplianceAction({
          planId: theirs.plan.id,
          orderId: mine.founder.order.id,
          country: 'fr',
          stepId: step.id,
          action: ComplianceActionType.STEP_MARKED_COMPLETED,
        }),
        Code.NotFound,
      );
      expect(detail?.reason).toBe('COMPLIANCE_PLAN_NOT_FOUND');
      expect(await actionsOf(step.id)).toHaveLength(0);
    });
  });

  describeCallerChecks('RecordComplianceAction', app, async (rpc, caller) => {
    const { plan } = await ensurePlan(caller.rpc, caller);
    const open = plan!.sections
      .flatMap((section) => section.steps)
      .find((step) => step.state === ComplianceStepState.NEW);
    return rpc.compliance.recordComplianceAction({
      planId: plan!.id,
      orderId: caller.order.id,
      country: 'fr',
      stepId: open!.id,
      action: ComplianceActionType.STEP_MARKED_SKIPPED,
    });
  });
});
