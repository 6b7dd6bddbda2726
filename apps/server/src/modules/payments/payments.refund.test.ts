import { CountryCode, LegalForm } from '@foundly/proto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BACKENDS, useTestApp, type TestApp } from '../../../test/harness.js';
import {
  CARDS,
  getOrderStatus,
  listPayments,
  listRefunds,
  payWithCard,
  readOutbox,
  setOrderStatus,
  signUpWithDraft,
  startCheckout,
} from '../../../test/payments.js';
import { paymentEvents, sandboxCheckoutSessions } from '../../db/schema/index.js';

const ROUNDS = 10;

const SUBJECTS = {
  'en-gb': 'Your second payment has been refunded',
  'fr-fr': 'Votre second paiement a été remboursé',
};

/**
 * A provider that reports a checkout closed while a card payment on it is
 * already going through: the checkout stays payable. Whatever closes, a second
 * payment can reach an order in the end (a delayed payment method, a provider
 * incident), and it must be given back.
 */
function leakClosedCheckouts(app: TestApp) {
  app.context.payments.expireCheckoutSession = async () => ({ status: 'expired' });
}

/** The sandbox's side of the order's checkouts: what was charged and what was refunded. */
async function readCharges(app: TestApp, orderId: string) {
  const sessions = await app.context.db
    .select()
    .from(sandboxCheckoutSessions)
    .where(
      and(
        eq(sandboxCheckoutSessions.clientReferenceId, orderId),
        eq(sandboxCheckoutSessions.paymentStatus, 'paid'),
      ),
    );
  return {
    charged: sessions.length,
    refunded: sessions.filter((session) => session.refundId).length,
  };
}

async function countTemplates(app: TestApp, email: string) {
  const counts: Record<string, number> = {};
  for (const { template } of await readOutbox(app, email)) {
    counts[template] = (counts[template] ?? 0) + 1;
  }
  return counts;
}

describe.each(BACKENDS)('a payment that did not place its order, on %s', (backend) => {
  const app = useTestApp(backend);

  it(`is refunded through the sandbox when two checkouts were paid: one receipt, one refund notice, ${ROUNDS} times`, async () => {
    leakClosedCheckouts(app());
    const { rpc, user } = await app().signUpCustomer({ locale: 'fr-fr' });
    for (let round = 1; round <= ROUNDS; round += 1) {
      const { order } = await rpc.orders.createOrder({
        countryCode: CountryCode.FR,
        companyLegalForm: LegalForm.SASU,
        companyName: `Round ${round}`,
      });
      const orderId = order!.id;
      const english = await startCheckout(rpc, orderId, CountryCode.FR, 'en-gb');
      const french = await startCheckout(rpc, orderId, CountryCode.FR, 'fr-fr');
      await Promise.all([english, french].map((url) => payWithCard(url, CARDS.succeeds)));
      expect(await readCharges(app(), orderId), `round ${round}, paid`).toEqual({
        charged: 2,
        refunded: 0,
      });

      await app().context.worker.drain();
      expect(await readCharges(app(), orderId), `round ${round}, refunded`).toEqual({
        charged: 2,
        refunded: 1,
      });
      const payments = await listPayments(app(), orderId);
      const refunds = await listRefunds(app(), orderId);
      expect(payments.map((payment) => payment.status)).toEqual(['succeeded', 'succeeded']);
      expect(refunds).toMatchObject([
        { status: 'succeeded', reason: 'order_already_paid', amountCents: 35_880, attempts: 1 },
      ]);
      expect(refunds[0]!.providerRefundId).toMatch(/^re_/);
      expect(await getOrderStatus(app(), orderId)).toBe('PLACED');

      // The sandbox posted charge.refunded, as Stripe does; it is recorded against the payment.
      const [refundEvent] = await app()
        .context.db.select()
        .from(paymentEvents)
        .where(
          and(
            eq(paymentEvents.type, 'charge.refunded'),
            eq(paymentEvents.paymentId, refunds[0]!.paymentId),
          ),
        );
      expect(refundEvent).toBeDefined();

      // The notice is in the language of the checkout that was refunded.
      const refunded = payments.find((payment) => payment.id === refunds[0]!.paymentId)!;
      const notices = (await readOutbox(app(), user.email)).filter(
        (email) => email.template === 'payment-refunded' && email.text.includes(orderId),
      );
      expect(notices).toMatchObject([
        {
          locale: refunded.locale,
          subject: SUBJECTS[refunded.locale as keyof typeof SUBJECTS],
        },
      ]);
    }
    expect(await countTemplates(app(), user.email)).toEqual({
      'verify-email': 1,
      'payment-receipt': ROUNDS,
      'payment-refunded': ROUNDS,
    });
  });

  it('is refunded when the order was cancelled while its checkout was open, and no receipt is sent', async () => {
    const { rpc, order, user } = await signUpWithDraft(app());
    const url = await startCheckout(rpc, order.id, CountryCode.FR, 'en-gb');
    await setOrderStatus(app(), order.id, 'CANCELED');
    await payWithCard(url, CARDS.succeeds);

    await app().context.worker.drain();
    expect(await getOrderStatus(app(), order.id)).toBe('CANCELED');
    expect(await readCharges(app(), order.id)).toEqual({ charged: 1, refunded: 1 });
    expect(await listRefunds(app(), order.id)).toMatchObject([
      { status: 'succeeded', reason: 'order_not_payable' },
    ]);
    expect(await countTemplates(app(), user.email)).toEqual({
      'verify-email': 1,
      'payment-refunded': 1,
    });
  });

  it('makes one refund when the refund task is run by two instances at once', async () => {
    const { rpc, order } = await signUpWithDraft(app());
    const url = await startCheckout(rpc, order.id, CountryCode.FR, 'en-gb');
    await setOrderStatus(app(), order.id, 'CANCELED');
    await payWithCard(url, CARDS.succeeds);

    const worker = app().context.worker;
    await Promise.all([worker.drain(), worker.drain()]);
    expect(await readCharges(app(), order.id)).toEqual({ charged: 1, refunded: 1 });
    expect(await listRefunds(app(), order.id)).toMatchObject([
      { status: 'succeeded', attempts: 1 },
    ]);
  });
});
