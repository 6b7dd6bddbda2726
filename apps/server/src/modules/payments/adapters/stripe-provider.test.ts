import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Code } from '@connectrpc/connect';
import { CountryCode, LegalForm } from '@foundly/proto';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { expectRpcError, useTestApp } from '../../../../test/harness.js';
import {
  getOrderStatus,
  listPayments,
  listRefunds,
  postWebhook,
  readOutbox,
  sessionEvent,
  signUpWithDraft,
  startCheckout,
  stripeEvent,
} from '../../../../test/payments.js';
import {
  findSubscriptionRow,
  invoiceEvent,
  subscriptionEvent,
} from '../../../../test/subscriptions.js';
import { signUpAutonomo } from '../../../../test/facturas.js';
import { StripePaymentProvider } from './stripe-provider.js';

interface Recorded {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  form: URLSearchParams;
}

/** What the stand-in keeps of a Checkout Session. */
interface FakeSession {
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid';
  payment_intent: string | null;
  invoice: string | null;
}

/** A stand-in for api.stripe.com: records what the SDK sends and answers like Stripe. */
class FakeStripeApi {
  readonly requests: Recorded[] = [];
  readonly sessions = new Map<string, FakeSession>();
  /** The payment intent of each invoice's payment, for subscriptions. */
  readonly invoicePaymentIntents = new Map<string, string>();
  failWith: number | undefined;
  private server: Server | undefined;
  private created = 0;
  port = 0;
  lastSessionId = '';

  async start() {
    this.server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const form = new URLSearchParams(body);
        this.requests.push({
          method: request.method!,
          path: request.url!,
          headers: request.headers,
          form,
        });
        response.setHeader('content-type', 'application/json');
        const [status, answer] = this.failWith
          ? [this.failWith, invalidRequest('No such thing')]
          : this.answer(request.method!, new URL(request.url!, 'http://stripe.test'));
        response.statusCode = status;
        response.end(JSON.stringify(answer));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server!.address() as AddressInfo).port;
  }

  private answer(method: string, url: URL): [number, object] {
    const parts = url.pathname.split('/').slice(2);
    if (method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const id = `cs_test_fake${(this.created += 1)}`;
      this.lastSessionId = id;
      const session: FakeSession = {
        status: 'open',
        payment_status: 'unpaid',
        payment_intent: null,
        invoice: null,
      };
      this.sessions.set(id, session);
      return [200, this.toSession(id, session)];
    }
    if (parts[0] === 'checkout' && parts[1] === 'sessions' && parts[2]) {
      const session = this.sessions.get(parts[2]);
      if (!session) return [404, invalidRequest('No such checkout.session')];
      if (method === 'POST' && parts[3] === 'expire') {
        if (session.status !== 'open') {
          return [
            400,
            invalidRequest('Only Checkout Sessions with a status of open can be expired.'),
          ];
        }
        session.status = 'expired';
      }
      return [200, this.toSession(parts[2], session)];
    }
    if (method === 'GET' && url.pathname === '/v1/invoice_payments') {
      const intent = this.invoicePaymentIntents.get(url.searchParams.get('invoice') ?? '');
      return [
        200,
        {
          object: 'list',
          data: intent
            ? [
                {
                  object: 'invoice_payment',
                  payment: { type: 'payment_intent', payment_intent: intent },
                },
              ]
            : [],
          has_more: false,
        },
      ];
    }
    if (method === 'DELETE' && parts[0] === 'subscriptions') {
      return [200, { id: parts[1], object: 'subscription', status: 'canceled' }];
    }
    if (method === 'POST' && url.pathname === '/v1/refunds') {
      return [200, { id: `re_fake${(this.created += 1)}`, object: 'refund', status: 'succeeded' }];
    }
    return [404, invalidRequest(`Unrecognized request URL (${method}: ${url.pathname})`)];
  }

  private toSession(id: string, session: FakeSession) {
    return {
      id,
      object: 'checkout.session',
      url: `https://checkout.stripe.com/c/pay/${id}`,
      ...session,
    };
  }

  async stop() {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }
}

function invalidRequest(message: string) {
  return { error: { type: 'invalid_request_error', message } };
}

const fake = new FakeStripeApi();
await fake.start();
const WEBHOOK_SECRET = 'whsec_stripe_adapter_test';

describe('the Stripe adapter, against a stand-in for the Stripe API', () => {
  afterAll(() => fake.stop());
  beforeEach(() => {
    fake.requests.length = 0;
    fake.failWith = undefined;
  });

  const postSigned = async (event: object) => {
    expect((await postWebhook(app(), event, { secret: WEBHOOK_SECRET })).status).toBe(200);
  };

  const app = useTestApp('pglite', {
    payments: new StripePaymentProvider({
      secretKey: 'sk_test_adapter',
      webhookSecret: WEBHOOK_SECRET,
      api: { host: '127.0.0.1', port: fake.port, protocol: 'http' },
    }),
  });

  it('creates a Checkout Session in payment mode, VAT included, with the order and return URLs', async () => {
    const { rpc, order, user } = await signUpWithDraft(app());
    const url = await startCheckout(rpc, order.id, CountryCode.FR, 'fr-fr');
    expect(url).toBe(`https://checkout.stripe.com/c/pay/${fake.lastSessionId}`);

    const [request] = fake.requests;
    const [payment] = await listPayments(app(), order.id);
    expect(request).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions' });
    expect(request!.headers.authorization).toBe('Bearer sk_test_adapter');
    expect(request!.headers['idempotency-key']).toBe(`checkout-${payment!.id}`);
    const form = Object.fromEntries(request!.form);
    expect(form).toMatchObject({
      mode: 'payment',
      client_reference_id: order.id,
      customer_email: user.email,
      locale: 'fr',
      'metadata[order_id]': order.id,
      'metadata[payment_id]': payment!.id,
      'payment_intent_data[metadata][payment_id]': payment!.id,
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': '35880',
      'line_items[0][price_data][tax_behavior]': 'inclusive',
      'line_items[0][price_data][product_data][name]': 'Création de société',
      'line_items[0][price_data][product_data][description]':
        '299,00\u00a0€ HT + TVA 20\u00a0% 59,80\u00a0€',
    });
    expect(form['line_items[0][price_data][recurring][interval]']).toBeUndefined();
    expect(form.success_url).toMatch(
      /\/fr\/fr-fr\/funnel\/pre-payment\/success\?session_id=\{CHECKOUT_SESSION_ID\}&temp_auth=[\w-]+\.[\w-]+&redirectAfter=home$/,
    );
    expect(form.cancel_url).toContain(
      '/fr/fr-fr/funnel/pre-payment/failure?session_id={CHECKOUT_SESSION_ID}',
    );
    expect(Number(form.expires_at)).toBe(Math.floor(payment!.expiresAt.getTime() / 1000));
    expect(payment).toMatchObject({ provider: 'stripe', providerSessionId: fake.lastSessionId });
  });

  it('creates a monthly subscription for autónomo_pro', async () => {
    const { rpc, order } = await signUpWithDraft(app(), {
      countryCode: CountryCode.ES,
      companyLegalForm: LegalForm.AUTONOMO,
    });
    await startCheckout(rpc, order.id, CountryCode.ES, 'es-es');
    const form = Object.fromEntries(fake.requests[0]!.form);
    expect(form).toMatchObject({
      mode: 'subscription',
      locale: 'es',
      'line_items[0][price_data][unit_amount]': '5929',
      'line_items[0][price_data][recurring][interval]': 'month',
      'subscription_data[metadata][order_id]': order.id,
    });
    expect(form.success_url).toContain(
      '/es/es-es/payment/success?session_id={CHECKOUT_SESSION_ID}&temp_auth=',
    );
  });

  it('closes the older session at Stripe before it opens the one that replaces it', async () => {
    const { rpc, order } = await signUpWithDraft(app());
    await startCheckout(rpc, order.id, CountryCode.FR, 'en-gb');
    const older = fake.lastSessionId;
    await startCheckout(rpc, order.id, CountryCode.FR, 'fr-fr');
    expect(fake.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /v1/checkout/sessions',
      `POST /v1/checkout/sessions/${older}/expire`,
      'POST /v1/checkout/sessions',
    ]);
    expect((await listPayments(app(), order.id)).map((payment) => payment.status)).toEqual([
      'pending',
      'expired',
    ]);
  });

  it('opens no other session when Stripe says the older one was paid meanwhile: ORDER_NOT_PAYABLE', async () => {
    const { rpc, order } = await signUpWithDraft(app());
    await startCheckout(rpc, order.id, CountryCode.FR, 'en-gb');
    const older = fake.lastSessionId;
    Object.assign(fake.sessions.get(older)!, { status: 'complete', payment_status: 'paid' });

    const { detail } = await expectRpcError(
      startCheckout(rpc, order.id, CountryCode.FR, 'fr-fr'),
      Code.FailedPrecondition,
    );
    expect(detail?.reason).toBe('ORDER_NOT_PAYABLE');
    expect(fake.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /v1/checkout/sessions',
      `POST /v1/checkout/sessions/${older}/expire`,
      `GET /v1/checkout/sessions/${older}`,
    ]);
  });

  it('refunds a second payment with the refunds API, once, keyed by our refund', async () => {
    const { rpc, order, user } = await signUpWithDraft(app());
    await startCheckout(rpc, order.id, CountryCode.FR, 'en-gb');
    const first = fake.lastSessionId;
    await startCheckout(rpc, order.id, CountryCode.FR, 'fr-fr');
    const second = fake.lastSessionId;
    // Stripe took a card on the first session while it was being closed.
    await postSigned(
      sessionEvent('checkout.session.completed', { id: second, paymentIntent: 'pi_second' }),
    );
    await postSigned(
      sessionEvent('checkout.session.completed', { id: first, paymentIntent: 'pi_first' }),
    );
    fake.requests.length = 0;

    await app().context.worker.drain();
    const [refund] = await listRefunds(app(), order.id);
    const [request] = fake.requests;
    expect(fake.requests).toHaveLength(1);
    expect(request).toMatchObject({ method: 'POST', path: '/v1/refunds' });
    expect(request!.headers['idempotency-key']).toBe(`refund-${refund!.id}`);
    expect(Object.fromEntries(request!.form)).toMatchObject({
      payment_intent: 'pi_first',
      reason: 'duplicate',
      'metadata[refund_id]': refund!.id,
    });
    expect(refund).toMatchObject({ status: 'succeeded', reason: 'order_already_paid' });
    expect(refund!.providerRefundId).toMatch(/^re_fake/);
    const emails = await readOutbox(app(), user.email);
    expect(emails.map((email) => email.template).sort()).toEqual([
      'payment-receipt',
      'payment-refunded',
      'verify-email',
    ]);
  });

  it('ends the subscription of a second autónomo_pro payment and refunds its first invoice', async () => {
    const { rpc, order } = await signUpWithDraft(app(), {
      countryCode: CountryCode.ES,
      companyLegalForm: LegalForm.AUTONOMO,
    });
    await startCheckout(rpc, order.id, CountryCode.ES, 'es-es');
    const first = fake.lastSessionId;
    await startCheckout(rpc, order.id, CountryCode.ES, 'en-gb');
    const second = fake.lastSessionId;
    Object.assign(fake.sessions.get(first)!, { invoice: 'in_first' });
    fake.invoicePaymentIntents.set('in_first', 'pi_first_invoice');
    const subscriptionEvent = (id: string, subscription: string) => {
      const event = sessionEvent('checkout.session.completed', { id, amountTotal: 5_929 });
      Object.assign(event.data.object, { mode: 'subscription', subscription });
      return event;
    };
    await postSigned(subscriptionEvent(second, 'sub_second'));
    await postSigned(subscriptionEvent(first, 'sub_first'));
    fake.requests.length = 0;

    await app().context.worker.drain();
    expect(fake.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      `GET /v1/checkout/sessions/${first}`,
      'GET /v1/invoice_payments?invoice=in_first&limit=1',
      'DELETE /v1/subscriptions/sub_first',
      'POST /v1/refunds',
    ]);
    expect(fake.requests.at(-1)!.form.get('payment_intent')).toBe('pi_first_invoice');
    expect((await listRefunds(app(), order.id))[0]).toMatchObject({ status: 'succeeded' });
  });

  it('answers unavailable CHECKOUT_FAILED when Stripe refuses, and keeps no payment', async () => {
    const { rpc, order } = await signUpWithDraft(app());
    fake.failWith = 400;
    const { error, detail } = await expectRpcError(startCheckout(rpc, order.id), Code.Unavailable);
    expect(detail?.reason).toBe('CHECKOUT_FAILED');
    expect(error.rawMessage).toBe('Error creating checkout session');
    expect(await listPayments(app(), order.id)).toEqual([]);
  });

  it('verifies webhooks with the endpoint’s own secret', async () => {
    const { rpc, order } = await signUpWithDraft(app());
    await startCheckout(rpc, order.id);
    const event = sessionEvent('checkout.session.completed', { id: fake.lastSessionId });
    expect((await postWebhook(app(), event, { secret: 'whsec_other' })).status).toBe(400);
    expect((await postWebhook(app(), event, { secret: WEBHOOK_SECRET })).status).toBe(200);
    expect(await getOrderStatus(app(), order.id)).toBe('PLACED');
  });

  it('follows a Stripe subscription: paid checkout, failed renewal, recovery, cancellation', async () => {
    const { rpc, order, user } = await signUpAutonomo(app());
    await startCheckout(rpc, order.id, CountryCode.ES, 'es-es');
    const [payment] = await listPayments(app(), order.id);
    await postSigned(
      stripeEvent('checkout.session.completed', {
        id: fake.lastSessionId,
        object: 'checkout.session',
        amount_total: 5929,
        currency: 'eur',
        mode: 'subscription',
        payment_status: 'paid',
        payment_intent: null,
        status: 'complete',
        subscription: 'sub_stripe_1',
        metadata: { payment_id: payment!.id },
      }),
    );
    expect(await getOrderStatus(app(), order.id)).toBe('PLACED');
    const subscriber = { subscriptionId: 'sub_stripe_1', payment: payment! };
    expect(await findSubscriptionRow(app(), 'sub_stripe_1')).toMatchObject({
      provider: 'stripe',
      status: 'active',
      accountId: order.accountId,
    });

    const failed = invoiceEvent('invoice.payment_failed', subscriber);
    expect((await postWebhook(app(), failed, { secret: 'whsec_other' })).status).toBe(400);
    expect((await findSubscriptionRow(app(), 'sub_stripe_1'))?.status).toBe('active');
    await postSigned(failed);
    expect(await findSubscriptionRow(app(), 'sub_stripe_1')).toMatchObject({
      status: 'past_due',
      paymentUpdateUrl: 'https://invoice.stripe.com/i/acct_test/test_123',
    });
    const emails = await readOutbox(app(), user.email);
    expect(emails.filter((email) => email.template === 'subscription-payment-failed')).toHaveLength(
      1,
    );

    await postSigned(invoiceEvent('invoice.paid', subscriber));
    expect(await findSubscriptionRow(app(), 'sub_stripe_1')).toMatchObject({
      status: 'active',
      paymentUpdateUrl: null,
    });
    await postSigned(subscriptionEvent('customer.subscription.deleted', subscriber, 'canceled'));
    expect((await findSubscriptionRow(app(), 'sub_stripe_1'))?.status).toBe('cancelled');
  });
});
