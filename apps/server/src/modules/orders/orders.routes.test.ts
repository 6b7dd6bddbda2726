import { toJson } from '@bufbuild/protobuf';
import { QuestionnaireProgressSchema } from '@foundly/proto';
import { describe, expect, it } from 'vitest';
import { signUpOrderingCustomer } from '../../../test/caller-checks.js';
import { signUpSpanishCustomer } from '../../../test/documents.js';
import { BACKENDS, useTestApp, type Credentials, type TestApp } from '../../../test/harness.js';
import { FOUNDER, signUpPaidFrenchCustomer } from '../../../test/questionnaire.js';

/** POST /api/orders/{countryPrefix}/progress as the web app calls it. */
async function postProgress(
  app: TestApp,
  countryPrefix: string,
  body: unknown,
  credentials: Credentials = {},
) {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    ...credentials.headers,
  };
  if (credentials.cookie) headers.cookie = credentials.cookie;
  if (credentials.token) headers.authorization = `Bearer ${credentials.token}`;
  const response = await app.fetch(`/api/orders/${countryPrefix}/progress`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe.each(BACKENDS)('POST /api/orders/{countryPrefix}/progress on %s', (backend) => {
  const app = useTestApp(backend);

  it('returns the progress GetMyOrder returns, as its JSON', async () => {
    const { rpc, order, user } = await signUpPaidFrenchCustomer(app());
    await rpc.orders.updateOrder({
      id: order.id,
      personalInformation: {
        fullName: { first: 'Ada', last: 'Lovelace' },
        address: FOUNDER.address,
        phone: FOUNDER.phone,
      },
    });
    const { progress } = await rpc.orders.getMyOrder({ orderId: order.id });

    const { status, body } = await postProgress(
      app(),
      'fr',
      { orderId: order.id },
      { cookie: user.cookie },
    );
    expect(status).toBe(200);
    expect(body).toEqual(toJson(QuestionnaireProgressSchema, progress!));
    expect(body).toMatchObject({ currentFunnel: 'personal-information', currentStep: 'gender' });

    const { token } = await app().signIn(user.email, user.password);
    const withToken = await postProgress(app(), 'fr', { orderId: order.id }, { token });
    expect(withToken).toEqual({ status, body });
  });

  it('returns the Spanish questionnaire’s progress for a Spanish order, locked funnels included', async () => {
    const { order, user, rpc } = await signUpSpanishCustomer(app());
    const { progress } = await rpc.orders.getMyOrder({ orderId: order.id });
    const { status, body } = await postProgress(
      app(),
      'es',
      { orderId: order.id },
      { cookie: user.cookie },
    );
    expect(status).toBe(200);
    expect(body).toEqual(toJson(QuestionnaireProgressSchema, progress!));
    expect(body).toMatchObject({ currentFunnel: 'pre-payment', currentStep: 'fiscal-territory' });
    expect(progress?.funnels.find((funnel) => funnel.name === 'final-summary')?.locked).toBe(true);
  });

  it('answers 401 without a session or with a forged token, before reading the request', async () => {
    const { order } = await signUpOrderingCustomer(app());
    for (const credentials of [{}, { token: 'forged.token' }]) {
      for (const [prefix, body] of [
        ['fr', { orderId: order.id }],
        ['de', {}],
      ] as const) {
        const answer = await postProgress(app(), prefix, body, credentials);
        expect(answer).toEqual({
          status: 401,
          body: { error: 'UNAUTHENTICATED', message: 'Sign in to continue' },
        });
      }
    }
  });

  it("answers 404 for another customer's order, exactly as for one that does not exist", async () => {
    const [owner, stranger] = await Promise.all([
      signUpOrderingCustomer(app()),
      signUpOrderingCustomer(app()),
    ]);
    const foreign = await postProgress(
      app(),
      'fr',
      { orderId: owner.order.id },
      { cookie: stranger.user.cookie },
    );
    const missing = await postProgress(
      app(),
      'fr',
      { orderId: crypto.randomUUID() },
      { cookie: stranger.user.cookie },
    );
    expect(foreign).toEqual({
      status: 404,
      body: { error: 'ORDER_NOT_FOUND', message: 'Order not found' },
    });
    expect(missing).toEqual(foreign);
  });

  it("answers 403 to an x-order-id hint naming another customer's order", async () => {
    const [owner, stranger] = await Promise.all([
      signUpOrderingCustomer(app()),
      signUpOrderingCustomer(app()),
    ]);
    const { status, body } = await postProgress(
      app(),
      'fr',
      { orderId: owner.order.id },
      { cookie: owner.user.cookie, headers: { 'x-order-id': stranger.order.id } },
    );
    expect(status).toBe(403);
    expect(body.error).toBe('NOT_YOURS');
  });

  it.each([
    ['the area of another country', 'es', (orderId: string) => ({ orderId })],
    ['an unknown area', 'de', (orderId: string) => ({ orderId })],
    ['an upper-case area', 'FR', (orderId: string) => ({ orderId })],
    ['an order id that is not a uuid', 'fr', () => ({ orderId: 'order-1' })],
    ['no order id', 'fr', () => ({})],
  ])('answers 400 to %s', async (_title, prefix, makeBody) => {
    const { order, user } = await signUpOrderingCustomer(app());
    const { status } = await postProgress(app(), prefix, makeBody(order.id), {
      cookie: user.cookie,
    });
    expect(status).toBe(400);
  });

  it('is described in the OpenAPI document', async () => {
    const response = await app().fetch('/api/openapi.json');
    const document = (await response.json()) as {
      paths: Record<string, Record<string, { tags?: string[]; responses?: object }>>;
    };
    const route = document.paths['/api/orders/{countryPrefix}/progress'];
    expect(Object.keys(route ?? {})).toEqual(['post']);
    expect(route?.post?.tags).toEqual(['orders']);
    expect(Object.keys(route?.post?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '401', '404']),
    );
  });
});
