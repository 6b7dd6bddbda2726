import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Code } from '@connectrpc/connect';
import { CountryCode, LegalForm } from '@foundly/proto';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { expectRpcError, useTestApp } from '../../../../test/harness.js';
import {
  getOrderStatus,
  listPayments,
  postWebhook,
  sessionEvent,
  signUpWithDraft,
  startCheckout,
} from '../../../../test/payments.js';
import { StripePaymentProvider } from './stripe-provider.js';

interface Recorded {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  form: URLSearchParams;
}

/** A stand-in for api.stripe.com: records what the SDK sends and answers like Stripe. */
class FakeStripeApi {
  readonly requests: Recorded[] = [];
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
        if (this.failWith) {
          response.statusCode = this.failWith;
          response.end(
            JSON.stringify({ error: { type: 'invalid_request_error', message: 'No such thing' } }),
          );
          return;
        }
        const id = request.url!.startsWith('/v1/checkout/sessions/')
          ? request.url!.split('/')[4]!
          : `cs_test_fake${(this.created += 1)}`;
        if (!request.url!.endsWith('/expire')) this.lastSessionId = id;
        response.end(
          JSON.stringify({
            id,
            object: 'checkout.session',
            url: `https://checkout.stripe.com/c/pay/${id}`,
            status: request.url!.endsWith('/expire') ? 'expired' : 'open',
          }),
        );
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server!.address() as AddressInfo).port;
  }

  async stop() {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }
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

  it('closes the older session at Stripe when a new one replaces it', async () => {
    const { rpc, order } = await signUpWithDraft(app());
    await startCheckout(rpc, order.id, CountryCode.FR, 'en-gb');
    const older = fake.lastSessionId;
    await startCheckout(rpc, order.id, CountryCode.FR, 'fr-fr');
    await expect
      .poll(() => fake.requests.map((request) => request.path))
      .toEqual([
        '/v1/checkout/sessions',
        '/v1/checkout/sessions',
        `/v1/checkout/sessions/${older}/expire`,
      ]);
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
});
