import { Code } from '@connectrpc/connect';
import { CountryCode, LegalForm, OrderStatus } from '@foundly/proto';
import { describe, expect, it } from 'vitest';
import { describeCallerChecks, signUpOrderingCustomer } from '../../../test/caller-checks.js';
import { identityPdf, uploadDocument } from '../../../test/documents.js';
import { BACKENDS, expectRpcError, useTestApp } from '../../../test/harness.js';
import { countQueries } from '../../../test/query-count.js';

describe.each(BACKENDS)('OrderService on %s', (backend) => {
  const app = useTestApp(backend);

  describe('CreateOrder', () => {
    it('creates a French draft order with e-mail, company name, legal form and metadata', async () => {
      const { user, rpc, customer } = await app().signUpCustomer();
      const { order } = await rpc.orders.createOrder({
        email: user.email,
        countryCode: CountryCode.FR,
        companyName: '  Acme  ',
        companyLegalForm: LegalForm.SASU,
        metadata: { recommended_activity: 'consulting', activityWasNotArtisanal: '1' },
      });

      expect(order).toMatchObject({
        status: OrderStatus.DRAFT,
        customerId: customer.id,
        countryCode: CountryCode.FR,
        legalForm: LegalForm.SASU,
        companyName: 'Acme',
        metadata: { recommended_activity: 'consulting', activityWasNotArtisanal: '1' },
        billingProducts: [],
      });
      const { accounts } = await rpc.accounts.getMyAccounts({});
      expect(accounts).toMatchObject([
        { id: order!.accountId, orderId: order!.id, countryCode: CountryCode.FR },
      ]);
    });

    it.each([
      ['micro-enterprise', LegalForm.MICROENTERPRISE],
      ['EURL', LegalForm.EURL],
    ])('creates a French %s order', async (_title, companyLegalForm) => {
      const { rpc } = await app().signUpCustomer();
      const { order } = await rpc.orders.createOrder({
        countryCode: CountryCode.FR,
        companyLegalForm,
      });
      expect(order?.legalForm).toBe(companyLegalForm);
    });

    it('creates a Spanish order with the default product autónomo_pro', async () => {
      const { rpc } = await app().signUpCustomer();
      const { order } = await rpc.orders.createOrder({
        countryCode: CountryCode.ES,
        companyLegalForm: LegalForm.AUTONOMO,
      });
      expect(order).toMatchObject({
        status: OrderStatus.DRAFT,
        countryCode: CountryCode.ES,
        legalForm: LegalForm.AUTONOMO,
        billingProducts: ['autónomo_pro'],
      });
    });

    it('creates a Spanish order with the products asked for', async () => {
      const { rpc } = await app().signUpCustomer();
      const { order } = await rpc.orders.createOrder({
        countryCode: CountryCode.ES,
        companyLegalForm: LegalForm.AUTONOMO,
        billingProducts: ['alta_autónomo'],
      });
      expect(order?.billingProducts).toEqual(['alta_autónomo']);
    });

    it('returns the same draft when called twice for the same country and legal form', async () => {
      const { rpc } = await app().signUpCustomer();
      const request = { countryCode: CountryCode.FR, companyLegalForm: LegalForm.SASU };
      const first = await rpc.orders.createOrder(request);
      const second = await rpc.orders.createOrder({ ...request, companyName: 'Renamed' });
      expect(second.order?.id).toBe(first.order?.id);
      expect((await rpc.accounts.getMyAccounts({})).accounts).toHaveLength(1);
    });

    it('creates one order when calls race', async () => {
      const { rpc } = await app().signUpCustomer();
      const request = { countryCode: CountryCode.ES, companyLegalForm: LegalForm.AUTONOMO };
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => rpc.orders.createOrder(request)),
      );
      expect(new Set(answers.map((answer) => answer.order?.id)).size).toBe(1);
      expect((await rpc.accounts.getMyAccounts({})).accounts).toHaveLength(1);
    });

    it.each([
      ['AUTONOMO in France', CountryCode.FR, LegalForm.AUTONOMO],
      ['SASU in Spain', CountryCode.ES, LegalForm.SASU],
      ['LTD in France', CountryCode.FR, LegalForm.LTD],
      ['no legal form', CountryCode.FR, LegalForm.UNSPECIFIED],
    ])(
      'refuses %s with invalid_argument on company_legal_form',
      async (_title, countryCode, companyLegalForm) => {
        const { rpc } = await app().signUpCustomer();
        const { detail, fields } = await expectRpcError(
          rpc.orders.createOrder({ countryCode, companyLegalForm }),
          Code.InvalidArgument,
        );
        expect(fields).toEqual(['company_legal_form']);
        expect(detail?.reason).toBe('INVALID_ARGUMENT');
        expect((await rpc.accounts.getMyAccounts({})).accounts).toEqual([]);
      },
    );

    it.each([
      [
        'no country',
        { countryCode: CountryCode.UNSPECIFIED, companyLegalForm: LegalForm.SASU },
        'country_code',
      ],
      [
        'a company name of 161 characters',
        {
          countryCode: CountryCode.FR,
          companyLegalForm: LegalForm.SASU,
          companyName: 'n'.repeat(161),
        },
        'company_name',
      ],
      [
        'a metadata key with a space',
        {
          countryCode: CountryCode.FR,
          companyLegalForm: LegalForm.SASU,
          metadata: { 'bad key': '1' },
        },
        'metadata',
      ],
      [
        'an unknown product',
        {
          countryCode: CountryCode.ES,
          companyLegalForm: LegalForm.AUTONOMO,
          billingProducts: ['gold_plan'],
        },
        'billing_products',
      ],
      [
        'products on a French order',
        {
          countryCode: CountryCode.FR,
          companyLegalForm: LegalForm.SASU,
          billingProducts: ['autónomo_pro'],
        },
        'billing_products',
      ],
    ])('refuses %s with invalid_argument on its field', async (_title, request, field) => {
      const { rpc } = await app().signUpCustomer();
      const { fields } = await expectRpcError(
        rpc.orders.createOrder(request),
        Code.InvalidArgument,
      );
      expect(fields).toEqual([field]);
    });

    it("refuses another person's e-mail with permission_denied", async () => {
      const { rpc } = await app().signUpCustomer();
      const { detail } = await expectRpcError(
        rpc.orders.createOrder({
          email: 'someone-else@example.com',
          countryCode: CountryCode.FR,
          companyLegalForm: LegalForm.SASU,
        }),
        Code.PermissionDenied,
      );
      expect(detail?.reason).toBe('NOT_YOURS');
      expect((await rpc.accounts.getMyAccounts({})).accounts).toEqual([]);
    });

    it("answers not_found 'Customer not found' before GetOrCreateCustomer", async () => {
      const user = await app().signUp();
      const rpc = app().clients({ cookie: user.cookie });
      const { error, detail } = await expectRpcError(
        rpc.orders.createOrder({ countryCode: CountryCode.FR, companyLegalForm: LegalForm.SASU }),
        Code.NotFound,
      );
      expect(error.rawMessage).toBe('Customer not found');
      expect(detail?.reason).toBe('CUSTOMER_NOT_FOUND');
    });
  });

  describe('GetMyOrder', () => {
    it('returns the order with its customer, questionnaire and documents', async () => {
      const { rpc, customer, order } = await signUpOrderingCustomer(app());
      const answer = await rpc.orders.getMyOrder({ orderId: order.id });

      expect(answer.order).toEqual(order);
      expect(answer.customer).toEqual(customer);
      expect(answer.questionnaire?.companyDetails).toMatchObject({
        legalForm: LegalForm.SASU,
        companyName: 'Acme',
      });
      expect(answer.documents).toEqual([]);
    });

    it('reads the customer, the order with its ownership and the documents in one query', async () => {
      const owner = await signUpOrderingCustomer(app());
      const { document: first } = await uploadDocument(owner.rpc, identityPdf(owner, 'first'));
      const { document: second } = await uploadDocument(owner.rpc, identityPdf(owner, 'second'));
      // The first call resolves the session; the next ones find it in the session cache.
      await owner.rpc.orders.getMyOrder({ orderId: owner.order.id });

      let answer: Awaited<ReturnType<typeof owner.rpc.orders.getMyOrder>> | undefined;
      const queries = await countQueries(app(), async () => {
        answer = await owner.rpc.orders.getMyOrder({ orderId: owner.order.id });
      });

      expect(queries).toBe(1);
      expect(answer?.customer).toEqual(owner.customer);
      expect(answer?.order?.id).toBe(owner.order.id);
      expect(answer?.documents.map((document) => document.id)).toEqual([second.id, first.id]);
      expect(answer?.documents[0]).toMatchObject({
        type: 'identity',
        fileName: 'passport.pdf',
        createdAt: second.createdAt,
      });
      expect(answer?.order?.documents).toEqual(answer?.documents);
    });

    it("answers another customer's order like one that does not exist, revealing nothing", async () => {
      const [mine, theirs] = await Promise.all([
        signUpOrderingCustomer(app()),
        signUpOrderingCustomer(app()),
      ]);
      const foreign = await expectRpcError(
        mine.rpc.orders.getMyOrder({ orderId: theirs.order.id }),
        Code.NotFound,
      );
      const missing = await expectRpcError(
        mine.rpc.orders.getMyOrder({ orderId: crypto.randomUUID() }),
        Code.NotFound,
      );
      expect(foreign.error.rawMessage).toBe('Order not found');
      expect(foreign.detail?.reason).toBe('ORDER_NOT_FOUND');
      expect(foreign.error.rawMessage).toBe(missing.error.rawMessage);
      expect(foreign.detail).toEqual(missing.detail);
      expect(foreign.error.message).not.toContain(theirs.order.id);
    });

    it.each([
      ['not a uuid', 'order-1'],
      ['empty', ''],
      ['a uuid with a trailing character', `${crypto.randomUUID()}x`],
    ])(
      'refuses an order id that is %s with invalid_argument on order_id',
      async (_title, orderId) => {
        const { rpc } = await app().signUpCustomer();
        const { fields } = await expectRpcError(
          rpc.orders.getMyOrder({ orderId }),
          Code.InvalidArgument,
        );
        expect(fields).toEqual(['order_id']);
      },
    );

    it("answers not_found 'Customer not found' to a person without a customer record", async () => {
      const user = await app().signUp();
      const rpc = app().clients({ cookie: user.cookie });
      const { error, detail } = await expectRpcError(
        rpc.orders.getMyOrder({ orderId: crypto.randomUUID() }),
        Code.NotFound,
      );
      expect(error.rawMessage).toBe('Customer not found');
      expect(detail?.reason).toBe('CUSTOMER_NOT_FOUND');
    });
  });

  describeCallerChecks('CreateOrder', app, (rpc) =>
    rpc.orders.createOrder({ countryCode: CountryCode.FR, companyLegalForm: LegalForm.SASU }),
  );
  describeCallerChecks('GetMyOrder', app, (rpc, caller) =>
    rpc.orders.getMyOrder({ orderId: caller.order.id }),
  );
});
