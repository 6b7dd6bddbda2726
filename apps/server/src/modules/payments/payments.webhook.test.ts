import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentEvents } from '../../db/schema/index.js';
import {
  BACKENDS,
  createTestDatabase,
  TestApp,
  TestClock,
  useTestApp,
  type TestDatabase,
} from '../../../test/harness.js';
import {
  getOrderStatus,
  intentEvent,
  listPayments,
  listRefunds,
  postWebhook,
  readReceipts,
  sessionEvent,
  setOrderStatus,
  signPayload,
  signUpWithDraft,
  startCheckout,
} from '../../../test/payments.js';

/** A customer whose French SASU draft has an open checkout, not yet paid. */
async function openCheckout(app: TestApp) {
  const customer = await signUpWithDraft(app);
  await startCheckout(customer.rpc, customer.order.id, undefined, 'en-gb');
  const [payment] = await listPayments(app, customer.order.id);
  return { ...customer, payment: payment!, sessionId: payment!.providerSessionId! };
}

describe.each(BACKENDS)('POST /api/payments/webhook on %s', (backend) => {
  const clock = new TestClock();
  const app = useTestApp(backend, { clock });

  it('a signed checkout.session.completed (paid) places the order and queues one receipt', async () => {
    const { order, user, payment, sessionId } = await openCheckout(app());
    const answer = await postWebhook(
      app(),
      sessionEvent('checkout.session.completed', { id: sessionId, paymentIntent: 'pi_123' }),
    );
    expect(answer).toEqual({ status: 200, body: { received: true, duplicate: false } });
    expect(await getOrderStatus(app(), order.id)).toBe('PLACED');
    expect((await listPayments(app(), order.id))[0]).toMatchObject({
      id: payment.id,
      status: 'succeeded',
      providerPaymentIntentId: 'pi_123',
    });
    expect(await readReceipts(app(), user.email)).toHaveLength(1);
  });

  it('a completed session still unpaid (a delayed payment method) changes nothing', async () => {
    const { order, sessionId } = await openCheckout(app());
    const answer = await postWebhook(
      app(),
      sessionEvent('checkout.session.completed', { id: sessionId, paymentStatus: 'unpaid' }),
    );
    expect(answer.status).toBe(200);
    expect(await getOrderStatus(app(), order.id)).toBe('DRAFT');
    expect((await listPayments(app(), order.id))[0]?.status).toBe('pending');
  });

  it.each([
    ['signed with another secret', { secret: 'whsec_forged0000000000000000' }],
    [
      'with a made-up signature',
      { signature: `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}` },
    ],
    ['with no v1 signature', { signature: `t=${Math.floor(Date.now() / 1000)}` }],
    ['with an empty signature', { signature: '' }],
  ])('refuses an event %s with 400 and changes nothing', async (_title, options) => {
    const { order, user, sessionId } = await openCheckout(app());
    const answer = await postWebhook(
      app(),
      sessionEvent('checkout.session.completed', { id: sessionId }),
      options,
    );
    expect(answer.status).toBe(400);
    expect(await getOrderStatus(app(), order.id)).toBe('DRAFT');
    expect(await readReceipts(app(), user.email)).toEqual([]);
  });

  it('refuses a body changed after signing (the signature covers the exact bytes)', async () => {
    const { order, sessionId } = await openCheckout(app());
    const original = JSON.stringify(
      sessionEvent('checkout.session.completed', { id: sessionId, paymentStatus: 'unpaid' }),
    );
    const signature = signPayload(original, app().context.config.payments.webhookSecret);
    const tampered = original.replace('"unpaid"', '"paid"');
    expect((await postWebhook(app(), tampered, { signature })).status).toBe(400);
    // Even re-serialising the same JSON differently breaks it: whitespace counts.
    const reformatted = JSON.stringify(JSON.parse(original), null, 2);
    expect((await postWebhook(app(), reformatted, { signature })).status).toBe(400);
    expect(await getOrderStatus(app(), order.id)).toBe('DRAFT');
  });

  it('refuses a replayed event signed more than 300 s ago, accepts one signed 299 s ago', async () => {
    const { order, sessionId } = await openCheckout(app());
    const now = Math.floor(clock.now().getTime() / 1000);
    const event = sessionEvent('checkout.session.completed', { id: sessionId });
    expect((await postWebhook(app(), event, { timestamp: now - 301 })).status).toBe(400);
    expect(await getOrderStatus(app(), order.id)).toBe('DRAFT');
    expect((await postWebhook(app(), event, { timestamp: now - 299 })).status).toBe(200);
    expect(await getOrderStatus(app(), order.id)).toBe('PLACED');
  });

  it('refuses a captured request sent again six minutes later (the app’s clock)', async () => {
    const { order, sessionId } = await openCheckout(app());
    const payload = JSON.stringify(sessionEvent('checkout.session.completed', { id: sessionId }));
    const signature = signPayload(
      payload,
      app().context.config.payments.webhookSecret,
      Math.floor(clock.now().getTime() / 1000),
    );
    clock.advance(360);
    try {
      expect((await postWebhook(app(), payload, { signature })).status).toBe(400);
      expect(await getOrderStatus(app(), order.id)).toBe('DRAFT');
    } finally {
      clock.reset();
    }
  });

  it('acknowledges a duplicated event id with 200 and changes nothing the second time', async () => {
    const { order, user, sessionId } = await openCheckout(app());
    const event = sessionEvent('checkout.session.completed', { id: sessionId });
    expect((await postWebhook(app(), event)).body).toEqual({ received: true, duplicate: false });
    expect((await postWebhook(app(), event)).body).toEqual({ received: true, duplicate: true });
    // The same news under another event id finds the payment already succeeded.
    expect(
      (await postWebhook(app(), sessionEvent('checkout.session.completed', { id: sessionId })))
        .status,
    ).toBe(200);
    expect(await getOrderStatus(app(), order.id)).toBe('PLACED');
    expect(await readReceipts(app(), user.email)).toHaveLength(1);
  });

  it('out of order: an expiry or a failure after the success moves nothing backwards', async () => {
    const { order, user, payment, sessionId } = await openCheckout(app());
    await postWebhook(app(), sessionEvent('checkout.session.completed', { id: sessionId }));
    await postWebhook(
      app(),
      sessionEvent('checkout.session.expired', { id: sessionId, paymentStatus: 'unpaid' }),
    );
    await postWebhook(
      app(),
      intentEvent('payment_intent.payment_failed', { id: 'pi_late', paymentId: payment.id }),
    );
    expect((await listPayments(app(), order.id))[0]?.status).toBe('succeeded');
    expect(await getOrderStatus(app(), order.id)).toBe('PLACED');
    expect(await readReceipts(app(), user.email)).toHaveLength(1);
  });

  it('out of order: payment_intent.succeeded before the session event places the order once', async () => {
    const { order, user, payment, sessionId } = await openCheckout(app());
    await postWebhook(
      app(),
      intentEvent('payment_intent.succeeded', { id: 'pi_first', paymentId: payment.id }),
    );
    expect(await getOrderStatus(app(), order.id)).toBe('PLACED');
    await postWebhook(
      app(),
      sessionEvent('checkout.session.completed', { id: sessionId, paymentIntent: 'pi_first' }),
    );
    expect((await listPayments(app(), order.id))[0]).toMatchObject({
      status: 'succeeded',
      providerPaymentIntentId: 'pi_first',
    });
    expect(await readReceipts(app(), user.email)).toHaveLength(1);
  });

  it('out of order: a late success after an expiry still places the order (the money was taken)', async () => {
    const { order, user, sessionId } = await openCheckout(app());
    await postWebhook(
      app(),
      sessionEvent('checkout.session.expired', { id: sessionId, paymentStatus: 'unpaid' }),
    );
    expect((await listPayments(app(), order.id))[0]?.status).toBe('expired');
    await postWebhook(app(), sessionEvent('checkout.session.completed', { id: sessionId }));
    expect(await getOrderStatus(app(), order.id)).toBe('PLACED');
    expect(await readReceipts(app(), user.email)).toHaveLength(1);
  });

  it('a success for an order that is no longer a draft moves no order, sends no receipt and queues its refund', async () => {
    const { order, user, payment, sessionId } = await openCheckout(app());
    await setOrderStatus(app(), order.id, 'WAITING_QUESTIONS');
    await postWebhook(app(), sessionEvent('checkout.session.completed', { id: sessionId }));
    expect(await getOrderStatus(app(), order.id)).toBe('WAITING_QUESTIONS');
    expect((await listPayments(app(), order.id))[0]?.status).toBe('succeeded');
    expect(await readReceipts(app(), user.email)).toEqual([]);
    expect(await listRefunds(app(), order.id)).toMatchObject([
      {
        paymentId: payment.id,
        reason: 'order_not_payable',
        amountCents: 35_880,
        currency: 'EUR',
        status: 'pending',
      },
    ]);
  });

  it.each([
    [
      'an event of another type',
      () => ({
        id: `evt_${crypto.randomUUID()}`,
        object: 'event',
        type: 'customer.created',
        data: { object: { id: 'cus_1' } },
      }),
    ],
    [
      'a session that is not ours',
      () => sessionEvent('checkout.session.completed', { id: 'cs_test_unknown' }),
    ],
    [
      'an intent that is not ours',
      () => intentEvent('payment_intent.succeeded', { id: 'pi_x', paymentId: crypto.randomUUID() }),
    ],
  ])('acknowledges %s with 200', async (_title, event) => {
    expect((await postWebhook(app(), event())).status).toBe(200);
  });

  it('refuses a body that is not JSON with 415, and one without signature header with 400', async () => {
    const { sessionId } = await openCheckout(app());
    const event = sessionEvent('checkout.session.completed', { id: sessionId });
    expect((await postWebhook(app(), event, { contentType: 'text/plain' })).status).toBe(415);
    const response = await app().fetch('/api/payments/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(event),
    });
    expect(response.status).toBe(400);
  });
});

describe.each(BACKENDS)('two server instances on one %s database', (backend) => {
  let database: TestDatabase;
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    [first, second] = await Promise.all([TestApp.start({ database }), TestApp.start({ database })]);
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
    await database?.destroy();
  });

  async function countEvents(eventId: string) {
    const [row] = await first.context.db
      .select({ n: count() })
      .from(paymentEvents)
      .where(eq(paymentEvents.id, eventId));
    return row?.n;
  }

  it('receiving the same event at the same moment: one transition, one receipt', async () => {
    const { order, user, sessionId } = await openCheckout(first);
    const event = sessionEvent('checkout.session.completed', { id: sessionId });
    const answers = await Promise.all([
      postWebhook(first, event),
      postWebhook(second, event),
      postWebhook(first, event),
      postWebhook(second, event),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(answers.filter((answer) => answer.body.duplicate === false)).toHaveLength(1);
    expect(await getOrderStatus(first, order.id)).toBe('PLACED');
    expect(await readReceipts(first, user.email)).toHaveLength(1);
    expect(await countEvents(event.id)).toBe(1);
  });

  it('receiving two different events of one payment at the same moment: one transition, one receipt', async () => {
    const { order, user, payment, sessionId } = await openCheckout(second);
    await Promise.all([
      postWebhook(first, sessionEvent('checkout.session.completed', { id: sessionId })),
      postWebhook(
        second,
        intentEvent('payment_intent.succeeded', { id: 'pi_race', paymentId: payment.id }),
      ),
      postWebhook(second, sessionEvent('checkout.session.completed', { id: sessionId })),
    ]);
    expect(await getOrderStatus(first, order.id)).toBe('PLACED');
    expect(await readReceipts(first, user.email)).toHaveLength(1);
  });
});
