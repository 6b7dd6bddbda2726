import { describe, expect, it, beforeAll } from 'vitest';
import {
  answerQuestionnaire,
  SASU_ANSWERS,
  setComplianceFlag,
  signUpComplianceFounder,
  signUpWithPlan,
} from '../../../test/compliance.js';
import { BACKENDS, useTestApp, type Credentials, type TestApp } from '../../../test/harness.js';
import type { toPlanJson, toQuestionnaireJson, toStepJson } from './compliance-json.js';

/** What the routes answer: one of these, or an error. */
interface Body {
  questionnaire?: ReturnType<typeof toQuestionnaireJson>;
  plan?: ReturnType<typeof toPlanJson>;
  data?: ReturnType<typeof toStepJson>;
  error?: string;
}

/** A compliance REST route as a client calls it. */
async function call(
  app: TestApp,
  method: string,
  path: string,
  body?: unknown,
  credentials: Credentials = {},
) {
  const headers: Record<string, string> = { ...credentials.headers };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (credentials.cookie) headers.cookie = credentials.cookie;
  if (credentials.token) headers.authorization = `Bearer ${credentials.token}`;
  const response = await app.fetch(`/api/compliance/${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Body };
}

describe.each(BACKENDS)('compliance REST routes on %s', (backend) => {
  const app = useTestApp(backend);

  beforeAll(async () => {
    await setComplianceFlag(app(), true);
  });

  it('runs the whole flow: questionnaire, answers, plan, action', async () => {
    const founder = await signUpComplianceFounder(app(), { formedOn: '2026-03-10' });
    const me = { cookie: founder.user.cookie };
    const orderId = founder.order.id;

    const empty = await call(
      app(),
      'GET',
      `compliance-questionnaire/${orderId}/fr/order`,
      undefined,
      me,
    );
    expect(empty).toEqual({ status: 200, body: {} });

    const created = await call(
      app(),
      'POST',
      'compliance-questionnaire',
      { order_id: orderId, country: 'fr' },
      me,
    );
    expect(created.status).toBe(200);
    const questionnaire = created.body.questionnaire!;
    expect(questionnaire.questions[1]).toMatchObject({
      id: 'fr.first_year_long',
      question_type: 'BOOLEAN',
      depends_on_question_id: 'fr.year_end',
      required_answers_from_ancestor_question: ['dec31', 'mar31', 'jun30', 'sep30'],
      answer_choices: [
        { id: 'yes', text: 'Oui' },
        { id: 'no', text: 'Non' },
      ],
    });

    for (const [questionId, answers] of SASU_ANSWERS) {
      const answered = await call(
        app(),
        'PUT',
        'update-compliance-questionnaire',
        {
          order: { order_id: orderId, country: 'fr' },
          answer: { questionnaire_id: questionnaire.id, question_id: questionId, answers },
        },
        me,
      );
      expect(answered.status).toBe(200);
    }
    const read = await call(
      app(),
      'GET',
      `compliance-questionnaire/${orderId}/fr/order?locale=es-es`,
      undefined,
      me,
    );
    expect(read.body.questionnaire?.completed).toBe(true);
    expect(read.body.questionnaire?.questions[0]?.text).toBe(
      '¿En qué fecha termina el ejercicio social fijado en sus estatutos?',
    );

    const generated = await call(
      app(),
      'POST',
      'compliance-plan',
      { order_id: orderId, country: 'fr' },
      me,
    );
    expect(generated.status).toBe(200);
    const plan = generated.body.plan!;
    expect(plan).toMatchObject({
      order_id: orderId,
      customer_id: founder.customer.id,
      completed_questionnaire_id: questionnaire.id,
      top_level_jurisdiction: 'FR',
      second_level_jurisdiction: '',
      implementation_version: '2026.11.1',
      approval_status: 'PRE_APPROVED',
    });
    const cfe = plan.sections[0]!.steps[0]!;
    expect(cfe).toMatchObject({
      obligation_key: 'fr.cfe_initial_declaration',
      state: 'NEW',
      initial_due_date: '2026-12-31',
      forms: [expect.objectContaining({ id: '1447-C-SD', link_type: 'FORM' })],
    });
    expect(cfe.additional_info_links[0]).toMatchObject({
      link_type: 'LEGAL_SOURCE',
      link_text: 'CGI, article 1477',
    });

    const fetched = await call(app(), 'GET', `compliance-plan/${orderId}/fr/order`, undefined, me);
    expect(fetched.body.plan?.id).toBe(plan.id);

    const action = {
      plan_id: plan.id,
      order_id: orderId,
      country: 'fr',
      step_id: cfe.id,
      type: 'STEP_MARKED_COMPLETED',
      initiator: founder.customer.id,
      action_data: {},
      created_at: '2020-01-01T00:00:00Z',
    };
    const recorded = await call(app(), 'POST', 'record-compliance-action', action, me);
    expect(recorded).toMatchObject({
      status: 200,
      body: { data: { id: cfe.id, state: 'COMPLETE' } },
    });
    const again = await call(
      app(),
      'POST',
      'record-compliance-action',
      { ...action, type: 'STEP_MARKED_SKIPPED' },
      me,
    );
    expect(again).toMatchObject({ status: 400, body: { error: 'COMPLIANCE_STEP_CLOSED' } });
  });

  it.each([
    ['GET', (id: string) => `compliance-questionnaire/${id}/fr/order`, undefined],
    ['GET', (id: string) => `compliance-plan/${id}/fr/order`, undefined],
    ['POST', () => 'compliance-questionnaire', (id: string) => ({ order_id: id, country: 'fr' })],
    ['POST', () => 'compliance-plan', (id: string) => ({ order_id: id, country: 'fr' })],
  ])(
    '%s %s: 401 without a session, 404 for another customer’s order',
    async (method, path, body) => {
      const [owner, stranger] = await Promise.all([
        signUpComplianceFounder(app()),
        signUpComplianceFounder(app()),
      ]);
      const id = owner.order.id;
      const anonymous = await call(app(), method, path(id), body?.(id));
      expect(anonymous).toMatchObject({ status: 401, body: { error: 'UNAUTHENTICATED' } });
      const foreign = await call(app(), method, path(id), body?.(id), {
        cookie: stranger.user.cookie,
      });
      expect(foreign).toMatchObject({ status: 404, body: { error: 'ORDER_NOT_FOUND' } });
    },
  );

  it('PUT update-compliance-questionnaire refuses bad answers with 400 and the error’s code, and stores nothing', async () => {
    const founder = await signUpComplianceFounder(app());
    const questionnaire = await answerQuestionnaire(founder, [['fr.year_end', ['other']]]);
    const put = (question_id: string, answers: unknown) =>
      call(
        app(),
        'PUT',
        'update-compliance-questionnaire',
        {
          order: { order_id: founder.order.id, country: 'fr' },
          answer: { questionnaire_id: questionnaire.id, question_id, answers },
        },
        { cookie: founder.user.cookie },
      );
    expect(await put('fr.nope', ['yes'])).toMatchObject({
      status: 400,
      body: { error: 'INVALID_ARGUMENT' },
    });
    expect(await put('fr.year_end', ['dec32'])).toMatchObject({ status: 400 });
    expect(await put('fr.first_year_long', ['yes'])).toMatchObject({
      status: 400,
      body: { error: 'COMPLIANCE_QUESTION_NOT_ASKED' },
    });
    const stranger = await signUpComplianceFounder(app());
    const foreign = await call(
      app(),
      'PUT',
      'update-compliance-questionnaire',
      {
        order: { order_id: founder.order.id, country: 'fr' },
        answer: {
          questionnaire_id: questionnaire.id,
          question_id: 'fr.employees',
          answers: ['yes'],
        },
      },
      { cookie: stranger.user.cookie },
    );
    expect(foreign.status).toBe(404);
    const read = await call(
      app(),
      'GET',
      `compliance-questionnaire/${founder.order.id}/fr/order`,
      undefined,
      {
        cookie: founder.user.cookie,
      },
    );
    const answered = read.body.questionnaire!.questions.filter((q) => q.answer_ids.length);
    expect(answered.map((q) => q.id)).toEqual(['fr.year_end']);
  });

  it('POST record-compliance-action refuses a stranger, a bad type and another initiator', async () => {
    const { founder, plan } = await signUpWithPlan(app());
    const stranger = await signUpComplianceFounder(app());
    const step = plan.sections[0]!.steps[0]!;
    const body = {
      plan_id: plan.id,
      order_id: founder.order.id,
      country: 'fr',
      step_id: step.id,
      type: 'STEP_MARKED_SKIPPED',
    };
    expect(await call(app(), 'POST', 'record-compliance-action', body)).toMatchObject({
      status: 401,
    });
    expect(
      await call(app(), 'POST', 'record-compliance-action', body, { cookie: stranger.user.cookie }),
    ).toMatchObject({ status: 404 });
    expect(
      await call(
        app(),
        'POST',
        'record-compliance-action',
        { ...body, type: 'DONE' },
        { cookie: founder.user.cookie },
      ),
    ).toMatchObject({ status: 400 });
    expect(
      await call(
        app(),
        'POST',
        'record-compliance-action',
        { ...body, initiator: stranger.customer.id },
        { cookie: founder.user.cookie },
      ),
    ).toMatchObject({ status: 403, body: { error: 'NOT_YOURS' } });
    const fetched = await call(
      app(),
      'GET',
      `compliance-plan/${founder.order.id}/fr/order`,
      undefined,
      {
        cookie: founder.user.cookie,
      },
    );
    expect(fetched.body.plan?.sections[0]?.steps[0]?.state).toBe('NEW');
  });

  it('documents every route in the OpenAPI document', async () => {
    const response = await app().fetch('/api/openapi.json');
    const paths = Object.keys(((await response.json()) as { paths: object }).paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/compliance/compliance-questionnaire/{orderId}/{country}/order',
        '/api/compliance/compliance-plan/{orderId}/{country}/order',
        '/api/compliance/compliance-questionnaire',
        '/api/compliance/compliance-plan',
        '/api/compliance/update-compliance-questionnaire',
        '/api/compliance/record-compliance-action',
        '/api/compliance/{orderId}/calendar.ics',
      ]),
    );
  });

  describe('the calendar feed', () => {
    it('lists the open dated steps for the secret URL and nothing for a wrong token', async () => {
      const { founder, plan } = await signUpWithPlan(app());
      const url = new URL(plan.calendarUrl);
      const feed = await app().fetch(`${url.pathname}${url.search}`);
      expect(feed.status).toBe(200);
      expect(feed.headers.get('content-type')).toContain('text/calendar');
      const text = await feed.text();
      expect(text).toContain('BEGIN:VCALENDAR');
      expect(text).toContain('DTSTART;VALUE=DATE:20261231');
      expect(text).toContain('SUMMARY:Déclaration initiale de CFE (1447-C-SD)');
      expect(text).not.toContain('Bénéficiaires effectifs');

      const cfe = plan.sections[0]!.steps[0]!;
      await founder.rpc.compliance.recordComplianceAction({
        planId: plan.id,
        orderId: founder.order.id,
        country: 'fr',
        stepId: cfe.id,
        action: 2,
      });
      const after = await (await app().fetch(`${url.pathname}${url.search}`)).text();
      expect(after).not.toContain('DTSTART;VALUE=DATE:20261231');

      const wrong = await app().fetch(`${url.pathname}?token=${'x'.repeat(32)}`);
      expect(wrong.status).toBe(404);
      const missing = await app().fetch(url.pathname);
      expect(missing.status).toBe(400);
    });

    it('stays closed for a plan waiting for approval', async () => {
      const answers = SASU_ANSWERS.map(([id, choice]): [string, string[]] =>
        id === 'fr.year_end' ? [id, ['other']] : [id, choice],
      ).filter(([id]) => id !== 'fr.first_year_long');
      const { plan } = await signUpWithPlan(app(), answers);
      const url = new URL(plan.calendarUrl);
      expect((await app().fetch(`${url.pathname}${url.search}`)).status).toBe(404);
    });
  });
});
