import { ConnectError } from '@connectrpc/connect';
import { CountryCode, ErrorDetailSchema, LegalForm } from '@foundly/proto';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BACKENDS,
  createTestDatabase,
  TestApp,
  type RpcClients,
  type TestDatabase,
} from '../../../test/harness.js';
import { CARDS, getOrderStatus, listPayments, postForm } from '../../../test/payments.js';
import { emailOutbox, sandboxCheckoutSessions } from '../../db/schema/index.js';

const ROUNDS = 50;

/**
 * Stripe takes a few hundred milliseconds to open a checkout or close one, the
 * sandbox about one: a few milliseconds of latency, drawn at random, make the
 * two tabs' calls overlap at the provider as they do against Stripe.
 */
function addProviderLatency(app: TestApp) {
  const provider = app.context.payments;
  const pause = () => new Promise((resolve) => setTimeout(resolve, 2 + Math.random() * 30));
  const create = provider.createCheckoutSession.bind(provider);
  const expire = provider.expireCheckoutSession.bind(provider);
  provider.createCheckoutSession = async (input) => {
    await pause();
    return create(input);
  };
  provider.expireCheckoutSession = async (sessionId) => {
    await pause();
    return expire(sessionId);
  };
}

/** Pays a checkout with the card that succeeds; false when the page says it is closed. */
async function tryToPay(url: string): Promise<boolean> {
  const response = await postForm(url, {
    number: CARDS.succeeds,
    expiry: '12 / 34',
    cvc: '123',
    name: 'Ada Lovelace',
  });
  await response.body?.cancel();
  if (response.status === 410) return false;
  expect(response.status, `the card form of ${url}`).toBe(303);
  return !new URL(response.headers.get('location')!).pathname.startsWith(
    '/api/payments/sandbox/checkout/',
  );
}

/**
 * A founder with two tabs in two languages presses "pay" in both at once, each
 * tab served by another instance of the server on the same database, then pays
 * every checkout the tabs were given. Whatever the interleaving, one card
 * payment goes through and one receipt is sent.
 */
describe.each(BACKENDS)('PayOrder from two tabs at once on %s', (backend) => {
  let database: TestDatabase;
  let instances: [TestApp, TestApp];
  let tabs: [RpcClients, RpcClients];

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    instances = [await TestApp.start({ database }), await TestApp.start({ database })];
    instances.forEach(addProviderLatency);
    const { user } = await instances[0].signUpCustomer();
    tabs = [
      instances[0].clients({ cookie: user.cookie }),
      instances[1].clients({ cookie: user.cookie }),
    ];
  });
  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.close()));
    await database.destroy();
  });

  it(`charges the card once and sends one receipt, ${ROUNDS} times out of ${ROUNDS}`, async () => {
    const app = instances[0];
    for (let round = 1; round <= ROUNDS; round += 1) {
      const { order } = await tabs[0].orders.createOrder({
        countryCode: CountryCode.FR,
        companyLegalForm: LegalForm.SASU,
        companyName: `Round ${round}`,
      });
      const orderId = order!.id;
      const answers = await Promise.allSettled([
        tabs[0].billing.payOrder({ orderId, country: CountryCode.FR, locale: 'en-gb' }),
        tabs[1].billing.payOrder({ orderId, country: CountryCode.FR, locale: 'fr-fr' }),
      ]);
      const urls = answers.flatMap((answer) =>
        answer.status === 'fulfilled' ? [answer.value.url] : [],
      );
      for (const answer of answers) {
        // A tab whose checkout another tab replaced meanwhile is told so; nothing else fails.
        if (answer.status === 'rejected') {
          const [detail] = ConnectError.from(answer.reason).findDetails(ErrorDetailSchema);
          expect(detail?.reason, `round ${round}`).toBe('CHECKOUT_SUPERSEDED');
        }
      }
      expect(urls.length, `round ${round}: checkouts given`).toBeGreaterThan(0);

      const paid = await Promise.all(urls.map(tryToPay));
      const charged = await app.context.db
        .select({ id: sandboxCheckoutSessions.id })
        .from(sandboxCheckoutSessions)
        .where(
          and(
            eq(sandboxCheckoutSessions.clientReferenceId, orderId),
            eq(sandboxCheckoutSessions.paymentStatus, 'paid'),
          ),
        );
      const receipts = await app.context.db
        .select({ id: emailOutbox.id })
        .from(emailOutbox)
        .where(
          and(eq(emailOutbox.template, 'payment-receipt'), like(emailOutbox.text, `%${orderId}%`)),
        );
      const payments = await listPayments(app, orderId);
      expect(
        {
          paidPages: paid.filter(Boolean).length,
          charged: charged.length,
          succeeded: payments.filter((payment) => payment.status === 'succeeded').length,
          receipts: receipts.length,
          order: await getOrderStatus(app, orderId),
        },
        `round ${round}`,
      ).toEqual({ paidPages: 1, charged: 1, succeeded: 1, receipts: 1, order: 'PLACED' });
    }
  }, 240_000);
});
