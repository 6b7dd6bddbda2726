import { Code } from '@connectrpc/connect';
import { CountryCode, LegalForm, OrderStatus, PaymentStatus } from '@foundly/proto';
import { describe, expect, it } from 'vitest';
import { describeCallerChecks } from '../../../test/caller-checks.js';
import { BACKENDS, expectRpcError, useTestApp } from '../../../test/harness.js';
import {
  getReturnParams,
  listPayments,
  setFiscalTerritory,
  setOrderStatus,
  signUpWithDraft,
  startCheckout,
} from '../../../test/payments.js';
import { signReturnToken } from './return-token.js';

describe.each(BACKENDS)('BillingService on %s', (backend) => {
  const app = useTestApp(backend);

  describe('GetProducts', () => {
    it('lists the Spanish products with their prices in cents, VAT rate and features', async () => {
      const { rpc } = await app().signUpCustomer();
      const { products } = await rpc.billing.getProducts({
        country: CountryCode.ES,
        legalForm: LegalForm.AUTONOMO,
      });
      expect(products).toMatchObject([
        {
          productId: 'alta_autónomo',
          price: 5_900n,
          isSubscription: false,
          currency: 'EUR',
          vatRate: 0.21,
        },
        {
          productId: 'autónomo_pro',
          price: 4_900n,
          isSubscription: true,
          currency: 'EUR',
          vatRate: 0.21,
        },
      ]);
      expect(products[0]!.features.length).toBeGreaterThan(0);
      expect(products[0]!.name).toBe('billing.products.alta_autonomo.name');
    });

    it.each([
      ['a French SASU', CountryCode.FR, LegalForm.SASU, 'creation_societe', 29_900n],
      [
        'a French micro-entreprise',
        CountryCode.FR,
        LegalForm.MICROENTERPRISE,
        'creation_micro',
        4_995n,
      ],
      [
        'France without legal form',
        CountryCode.FR,
        LegalForm.UNSPECIFIED,
        'creation_societe',
        29_900n,
      ],
      ['a UK Ltd', CountryCode.UK, LegalForm.LTD, 'incorporation_ltd', 9_900n],
    ])('gives %s its package', async (_title, country, legalForm, productId, price) => {
      const { rpc } = await app().signUpCustomer();
      const { products } = await rpc.billing.getProducts({ country, legalForm });
      expect(products.map((product) => [product.productId, product.price])).toEqual([
        [productId, price],
      ]);
    });

    it('refuses an unspecified country with invalid_argument on country', async () => {
      const { rpc } = await app().signUpCustomer();
      const { fields } = await expectRpcError(
        rpc.billing.getProducts({ legalForm: LegalForm.SASU }),
        Code.InvalidArgument,
      );
      expect(fields).toEqual(['country']);
    });

    it('refuses a legal form of another country with invalid_argument on legal_form', async () => {
      const { rpc } = await app().signUpCustomer();
      const { fields } = await expectRpcError(
        rpc.billing.getProducts({ country: CountryCode.ES, legalForm: LegalForm.SASU }),
        Code.InvalidArgument,
      );
      expect(fields).toEqual(['legal_form']);
    });
  });

  describe('PayOrder', () => {
    it('opens a checkout for a French draft and stores the pending payment with its amounts', async () => {
      const { rpc, order, user } = await signUpWithDraft(app());
      const url = await startCheckout(rpc, order.id, CountryCode.FR, 'fr-fr');
      expect(url).toMatch(
        new RegExp(`^${app().url}/api/payments/sandbox/checkout/cs_test_[0-9a-f]{48}$`),
      );
      const [payment] = await listPayments(app(), order.id);
      expect(payment).toMatchObject({
        provider: 'sandbox',
        productId: 'creation_societe',
        netCents: 29_900,
        vatCents: 5_980,
        amountCents: 35_880,
        currency: 'EUR',
        mode: 'payment',
        status: 'pending',
        locale: 'fr-fr',
        customerEmail: user.email,
        checkoutUrl: url,
      });
      expect(url.endsWith(payment!.providerSessionId!)).toBe(true);
    });

    it('charges a UK Ltd in pounds with VAT at the UK standard rate: £99 + £19.80', async () => {
      const { rpc, order } = await signUpWithDraft(app(), {
        countryCode: CountryCode.UK,
        companyLegalForm: LegalForm.LTD,
      });
      const url = await startCheckout(rpc, order.id, CountryCode.UK, 'en-gb');
      const [payment] = await listPayments(app(), order.id);
      expect(payment).toMatchObject({
        productId: 'incorporation_ltd',
        netCents: 9_900,
        vatCents: 1_980,
        amountCents: 11_880,
        currency: 'GBP',
        mode: 'payment',
      });
      const page = await (await fetch(url)).text();
      expect(page).toContain('£118.80');
    });

    it('gives a Spanish autónomo_pro order a monthly subscription checkout at 59.29 €', async () => {
      const { rpc, order } = await signUpWithDraft(app(), {
        countryCode: CountryCode.ES,
        companyLegalForm: LegalForm.AUTONOMO,
      });
      await startCheckout(rpc, order.id, CountryCode.ES);
      const [payment] = await listPayments(app(), order.id);
      expect(payment).toMatchObject({
        productId: 'autónomo_pro',
        amountCents: 5_929,
        vatCents: 1_029,
        mode: 'subscription',
        locale: 'es-es',
      });
    });

    it('returns the same checkout to a second click', async () => {
      const { rpc, order } = await signUpWithDraft(app());
      const first = await startCheckout(rpc, order.id);
      const second = await startCheckout(rpc, order.id);
      expect(second).toBe(first);
      expect(await listPayments(app(), order.id)).toHaveLength(1);
    });

    it('returns one checkout to simultaneous clicks', async () => {
      const { rpc, order } = await signUpWithDraft(app());
      const urls = await Promise.all(Array.from({ length: 4 }, () => startCheckout(rpc, order.id)));
      expect(new Set(urls).size).toBe(1);
      expect(await listPayments(app(), order.id)).toHaveLength(1);
    });

    it('opens a new checkout in another language and closes the older one', async () => {
      const { rpc, order } = await signUpWithDraft(app());
      const english = await startCheckout(rpc, order.id, CountryCode.FR, 'en-gb');
      const french = await startCheckout(rpc, order.id, CountryCode.FR, 'fr-fr');
      expect(french).not.toBe(english);
      await expect
        .poll(async () => (await listPayments(app(), order.id)).map((payment) => payment.status))
        .toEqual(['pending', 'expired']);
      expect((await app().fetch(new URL(english).pathname)).status).toBe(410);
    });

    it('refuses a placed order with failed_precondition ORDER_NOT_PAYABLE', async () => {
      const { rpc, order } = await signUpWithDraft(app());
      await setOrderStatus(app(), order.id, 'PLACED');
      const { detail } = await expectRpcError(
        startCheckout(rpc, order.id),
        Code.FailedPrecondition,
      );
      expect(detail?.reason).toBe('ORDER_NOT_PAYABLE');
      expect(await listPayments(app(), order.id)).toEqual([]);
    });

    it("answers not_found for another customer's order, as for one that does not exist", async () => {
      const owner = await signUpWithDraft(app());
      const stranger = await app().signUpCustomer();
      const { detail } = await expectRpcError(
        startCheckout(stranger.rpc, owner.order.id),
        Code.NotFound,
      );
      expect(detail?.reason).toBe('ORDER_NOT_FOUND');
      await expectRpcError(startCheckout(stranger.rpc, crypto.randomUUID()), Code.NotFound);
      expect(await listPayments(app(), owner.order.id)).toEqual([]);
    });

    it.each([
      ['a country that is not the order’s', { country: CountryCode.ES }, ['country']],
      ['no country', { country: CountryCode.UNSPECIFIED }, ['country']],
      ['an unknown locale', { locale: 'de-de' }, ['locale']],
      ['a malformed order id', { orderId: 'nope' }, ['order_id']],
    ])('refuses %s with invalid_argument', async (_title, change, expected) => {
      const { rpc, order } = await signUpWithDraft(app());
      const { fields } = await expectRpcError(
        rpc.billing.payOrder({ orderId: order.id, country: CountryCode.FR, locale: '', ...change }),
        Code.InvalidArgument,
      );
      expect(fields).toEqual(expected);
    });

    it.each([
      ['Navarra', 2],
      ['Álava', 3],
      ['Gipuzkoa', 4],
      ['Bizkaia', 5],
      ['the Canary Islands', 6],
    ])(
      'refuses a Spanish order in %s with FISCAL_TERRITORY_NOT_SUPPORTED',
      async (_title, territory) => {
        const { rpc, order } = await signUpWithDraft(app(), {
          countryCode: CountryCode.ES,
          companyLegalForm: LegalForm.AUTONOMO,
        });
        await setFiscalTerritory(app(), order.id, territory);
        const { detail } = await expectRpcError(
          startCheckout(rpc, order.id, CountryCode.ES),
          Code.FailedPrecondition,
        );
        expect(detail?.reason).toBe('FISCAL_TERRITORY_NOT_SUPPORTED');
      },
    );

    it('accepts a Spanish order in the rest of Spain (1), and one not answered yet', async () => {
      const answered = await signUpWithDraft(app(), {
        countryCode: CountryCode.ES,
        companyLegalForm: LegalForm.AUTONOMO,
      });
      await setFiscalTerritory(app(), answered.order.id, 1);
      await expect(
        startCheckout(answered.rpc, answered.order.id, CountryCode.ES),
      ).resolves.toContain('cs_test_');
      const unanswered = await signUpWithDraft(app(), {
        countryCode: CountryCode.ES,
        companyLegalForm: LegalForm.AUTONOMO,
      });
      await expect(
        startCheckout(unanswered.rpc, unanswered.order.id, CountryCode.ES),
      ).resolves.toContain('cs_test_');
    });
  });

  describe('GetPaymentStatus', () => {
    it('tells the caller the status of their checkout and of the order', async () => {
      const { rpc, order } = await signUpWithDraft(app());
      await startCheckout(rpc, order.id);
      const { sessionId, tempAuth } = await getReturnParams(app(), order.id);
      await expect(rpc.billing.getPaymentStatus({ sessionId, tempAuth })).resolves.toMatchObject({
        status: PaymentStatus.PENDING,
        orderId: order.id,
        orderStatus: OrderStatus.DRAFT,
      });
    });

    it('reads the payment from temp_auth when the session id was not filled in (cancel URL)', async () => {
      const { rpc, order } = await signUpWithDraft(app());
      await startCheckout(rpc, order.id);
      const { tempAuth } = await getReturnParams(app(), order.id);
      await expect(
        rpc.billing.getPaymentStatus({ sessionId: '{CHECKOUT_SESSION_ID}', tempAuth }),
      ).resolves.toMatchObject({ status: PaymentStatus.PENDING });
    });

    it('refuses a wrong, forged or foreign temp_auth, and another session id, with PAYMENT_NOT_FOUND', async () => {
      const owner = await signUpWithDraft(app());
      const stranger = await signUpWithDraft(app());
      await startCheckout(owner.rpc, owner.order.id);
      await startCheckout(stranger.rpc, stranger.order.id);
      const mine = await getReturnParams(app(), owner.order.id);
      const theirs = await getReturnParams(app(), stranger.order.id);
      const attempts = [
        { sessionId: mine.sessionId, tempAuth: '' },
        { sessionId: mine.sessionId, tempAuth: 'not-a-token' },
        { sessionId: mine.sessionId, tempAuth: `${mine.tempAuth.split('.')[0]}.${'A'.repeat(43)}` },
        {
          sessionId: mine.sessionId,
          tempAuth: signReturnToken(mine.payment.id, 'another-secret-of-32-characters-at-least'),
        },
        { sessionId: theirs.sessionId, tempAuth: mine.tempAuth },
        { sessionId: theirs.sessionId, tempAuth: theirs.tempAuth },
      ];
      for (const attempt of attempts) {
        const { detail } = await expectRpcError(
          owner.rpc.billing.getPaymentStatus(attempt),
          Code.NotFound,
        );
        expect(detail?.reason).toBe('PAYMENT_NOT_FOUND');
      }
    });
  });

  describeCallerChecks('GetProducts', app, (rpc) =>
    rpc.billing.getProducts({ country: CountryCode.FR, legalForm: LegalForm.SASU }),
  );
  describeCallerChecks('PayOrder', app, (rpc, caller) =>
    rpc.billing.payOrder({ orderId: caller.order.id, country: CountryCode.FR, locale: 'fr-fr' }),
  );
  describeCallerChecks('GetPaymentStatus', app, async (rpc, caller) => {
    await caller.rpc.billing.payOrder({
      orderId: caller.order.id,
      country: CountryCode.FR,
      locale: 'fr-fr',
    });
    const { sessionId, tempAuth } = await getReturnParams(app(), caller.order.id);
    return rpc.billing.getPaymentStatus({ sessionId, tempAuth });
  });
});
