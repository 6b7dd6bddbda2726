import { Code } from '@connectrpc/connect';
import { CompanyAccountOnboardingStatus, LegalForm } from '@foundly/proto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeCallerChecks } from '../../../test/caller-checks.js';
import {
  listCompanyAccounts,
  postBankWebhook,
  signUpFounder,
  signUpMicroFounder,
} from '../../../test/company-account.js';
import { BACKENDS, expectRpcError, useTestApp, type TestApp } from '../../../test/harness.js';
import {
  CARDS,
  listPayments,
  listRefunds,
  payWithCard,
  postForm,
  postWebhook,
  readReceipts,
  sessionEvent,
} from '../../../test/payments.js';
import { companyAccounts } from '../../db/schema/index.js';
import { setFeatureFlag } from '../feature-flags/index.js';
import type { PaymentProvider } from '../payments/index.js';
import type { CompanyAccountOnboardingProvider } from './index.js';

const onboardingOf = async (app: TestApp, founder: Awaited<ReturnType<typeof signUpFounder>>) => {
  const { onboarding } = await founder.rpc.companyAccount.getCompanyAccountOnboarding({
    accountId: founder.order.accountId,
  });
  return onboarding!;
};

const subscribe = (founder: Awaited<ReturnType<typeof signUpFounder>>, locale = 'fr-fr') =>
  founder.rpc.companyAccount.subscribeBusinessAccount({
    accountId: founder.order.accountId,
    locale,
  });

describe.each(BACKENDS)('CompanyAccountService on %s', (backend) => {
  const app = useTestApp(backend);

  beforeAll(async () => {
    await setFeatureFlag(app().context.db, 'business_bank_account', true);
  });

  describe('GetCompanyAccountOnboarding', () => {
    it('is created, at 8 EUR a month before VAT, before anything is subscribed', async () => {
      const founder = await signUpFounder(app());
      expect(await onboardingOf(app(), founder)).toMatchObject({
        accountId: founder.order.accountId,
        status: CompanyAccountOnboardingStatus.CREATED,
        onboardingUrl: '',
        bankPortalUrl: '',
        monthlyPriceCents: 800n,
        currency: 'EUR',
        onboardingPreparing: false,
      });
    });

    it("answers not_found for another customer's account and for an unknown one", async () => {
      const [mine, theirs] = await Promise.all([signUpFounder(app()), signUpFounder(app())]);
      for (const accountId of [theirs.order.accountId, crypto.randomUUID()]) {
        const { error, detail } = await expectRpcError(
          mine.rpc.companyAccount.getCompanyAccountOnboarding({ accountId }),
          Code.NotFound,
        );
        expect(detail?.reason).toBe('ACCOUNT_NOT_FOUND');
        expect(error.rawMessage).toBe('Missing customer or account ID.');
      }
    });

    it('answers invalid_argument for a malformed or missing account id', async () => {
      const founder = await signUpFounder(app());
      for (const accountId of ['not-a-uuid', '']) {
        const { fields } = await expectRpcError(
          founder.rpc.companyAccount.getCompanyAccountOnboarding({ accountId }),
          Code.InvalidArgument,
        );
        expect(fields).toEqual(['account_id']);
      }
    });
  });

  describe('SubscribeBusinessAccount: who is offered it', () => {
    it.each([
      ['a SASU', { legalForm: LegalForm.SASU }],
      ['an EURL', { legalForm: LegalForm.EURL }],
      ['a micro-entreprise not yet COMPLETED', { status: 'COMPANY_FORMED' as const }],
      ['a micro-entreprise in DRAFT', { status: 'DRAFT' as const }],
    ])('refuses %s: failed_precondition, Order is not available.', async (_what, options) => {
      const founder = await signUpFounder(app(), options);
      const { error, detail } = await expectRpcError(subscribe(founder), Code.FailedPrecondition);
      expect(detail?.reason).toBe('ORDER_NOT_AVAILABLE');
      expect(error.rawMessage).toBe('Order is not available.');
      expect(await listPayments(app(), founder.order.id)).toHaveLength(0);
    });

    it('refuses an account without features.meBanking', async () => {
      const founder = await signUpFounder(app(), { meBanking: false });
      const { detail } = await expectRpcError(subscribe(founder), Code.FailedPrecondition);
      expect(detail?.reason).toBe('BUSINESS_ACCOUNT_NOT_OFFERED');
    });

    it('refuses everyone while the business-bank-account flag is off', async () => {
      const founder = await signUpFounder(app());
      await setFeatureFlag(app().context.db, 'business_bank_account', false);
      try {
        const { detail } = await expectRpcError(subscribe(founder), Code.FailedPrecondition);
        expect(detail?.reason).toBe('BUSINESS_ACCOUNT_NOT_OFFERED');
      } finally {
        await setFeatureFlag(app().context.db, 'business_bank_account', true);
      }
    });

    it("answers not_found, Missing customer or account ID., for another customer's account", async () => {
      const [mine, theirs] = await Promise.all([signUpFounder(app()), signUpFounder(app())]);
      const { error, detail } = await expectRpcError(
        mine.rpc.companyAccount.subscribeBusinessAccount({
          accountId: theirs.order.accountId,
          locale: 'fr-fr',
        }),
        Code.NotFound,
      );
      expect(detail?.reason).toBe('ACCOUNT_NOT_FOUND');
      expect(error.rawMessage).toBe('Missing customer or account ID.');
      expect(await listPayments(app(), theirs.order.id)).toHaveLength(0);
    });

    it('answers invalid_argument for a malformed account id or locale', async () => {
      const founder = await signUpFounder(app());
      const bad = await expectRpcError(
        founder.rpc.companyAccount.subscribeBusinessAccount({ accountId: 'x', locale: 'fr-fr' }),
        Code.InvalidArgument,
      );
      expect(bad.fields).toEqual(['account_id']);
      const locale = await expectRpcError(subscribe(founder, 'klingon'), Code.InvalidArgument);
      expect(locale.fields).toEqual(['locale']);
    });
  });

  describe('the subscription and the bank onboarding', () => {
    it('pays 9.60 EUR a month, opens the onboarding, and completes it through the bank webhook', async () => {
      const founder = await signUpFounder(app());
      const { url } = await subscribe(founder);
      const checkout = await (await fetch(url)).text();
      expect(checkout).toContain('9,60\u00a0€');

      const location = new URL(await payWithCard(url, CARDS.succeeds));
      expect(location.pathname).toBe('/fr/fr-fr/funnel/pre-payment/success');
      expect(location.searchParams.get('redirectAfter')).toBe('account');
      const [payment] = await listPayments(app(), founder.order.id);
      expect(payment).toMatchObject({
        purpose: 'business_account',
        mode: 'subscription',
        status: 'succeeded',
        netCents: 800,
        vatCents: 160,
        amountCents: 960,
      });
      expect(await readReceipts(app(), founder.user.email)).toHaveLength(1);

      // Paid: the onboarding link is being asked of the bank, in the background.
      expect(await onboardingOf(app(), founder)).toMatchObject({
        status: CompanyAccountOnboardingStatus.REGISTRATION_PENDING,
        onboardingUrl: '',
        onboardingPreparing: true,
      });
      await app().context.worker.drain();
      const pending = await onboardingOf(app(), founder);
      expect(pending).toMatchObject({
        status: CompanyAccountOnboardingStatus.REGISTRATION_PENDING,
        onboardingPreparing: false,
      });
      const onboardingUrl = new URL(pending.onboardingUrl);
      expect(onboardingUrl.origin).toBe(app().url);
      expect(onboardingUrl.pathname).toMatch(/^\/api\/company-account\/sandbox\/onboarding\//);

      const page = await fetch(onboardingUrl);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('Terminer l’ouverture');

      // Sent with information missing: the bank says Invalid, nothing changes here.
      expect((await postForm(`${onboardingUrl}/invalid`, {})).status).toBe(303);
      await app().context.worker.drain();
      expect((await onboardingOf(app(), founder)).status).toBe(
        CompanyAccountOnboardingStatus.REGISTRATION_PENDING,
      );
      expect(await (await fetch(onboardingUrl)).text()).toContain('Des informations manquent');

      // Finished: the bank's signed webhook, delivered by the sandbox's outbox, completes it.
      expect((await postForm(`${onboardingUrl}/complete`, {})).status).toBe(303);
      await app().context.worker.drain();
      const completed = await onboardingOf(app(), founder);
      expect(completed).toMatchObject({
        status: CompanyAccountOnboardingStatus.COMPLETED,
        onboardingUrl: '',
      });
      const portal = await fetch(completed.bankPortalUrl);
      expect(portal.status).toBe(200);
      expect(await portal.text()).toContain('Votre compte professionnel est ouvert.');

      const { detail } = await expectRpcError(subscribe(founder), Code.FailedPrecondition);
      expect(detail?.reason).toBe('BUSINESS_ACCOUNT_ALREADY_SUBSCRIBED');
    });

    it('changes the account once for a replayed, a concurrent and a second-tab payment', async () => {
      const founder = await signUpFounder(app());
      const [first, again] = await Promise.all([subscribe(founder), subscribe(founder)]);
      expect(again.url).toBe(first.url);
      const tabA = (await listPayments(app(), founder.order.id))[0]!;
      await subscribe(founder, 'en-gb');
      const tabB = (await listPayments(app(), founder.order.id)).find((p) => p.id !== tabA.id)!;

      const completedA = sessionEvent('checkout.session.completed', {
        id: tabA.providerSessionId!,
        amountTotal: 960,
      });
      const results = await Promise.all([
        postWebhook(app(), completedA),
        postWebhook(app(), completedA),
        postWebhook(
          app(),
          sessionEvent('checkout.session.completed', {
            id: tabA.providerSessionId!,
            amountTotal: 960,
          }),
        ),
        postWebhook(
          app(),
          sessionEvent('checkout.session.completed', {
            id: tabB.providerSessionId!,
            amountTotal: 960,
          }),
        ),
      ]);
      expect(results.map((result) => result.status)).toEqual([200, 200, 200, 200]);
      expect(results.filter((result) => result.body.duplicate === true)).toHaveLength(1);

      const rows = await listCompanyAccounts(app(), founder.order.accountId);
      expect(rows).toHaveLength(1);
      const refunds = await listRefunds(app(), founder.order.id);
      expect(refunds).toHaveLength(1);
      expect(refunds[0]!.paymentId).toBe(rows[0]!.paymentId === tabA.id ? tabB.id : tabA.id);
      expect(refunds[0]).toMatchObject({ reason: 'order_already_paid', amountCents: 960 });
    });

    it('applies a bank webhook once, refuses a forged one, and acknowledges an unknown onboarding', async () => {
      const founder = await signUpFounder(app());
      const { url } = await subscribe(founder);
      await payWithCard(url, CARDS.succeeds);
      await app().context.worker.drain();
      const [row] = await listCompanyAccounts(app(), founder.order.accountId);
      const onboardingId = row!.providerOnboardingId!;

      const forged = await postBankWebhook(
        app(),
        { eventType: 'Onboarding.Updated', resourceId: onboardingId },
        { secret: 'not-the-secret' },
      );
      expect(forged.status).toBe(400);
      const replayed = await postBankWebhook(
        app(),
        { eventType: 'Onboarding.Updated', resourceId: onboardingId },
        { at: new Date(Date.now() - 10 * 60_000) },
      );
      expect(replayed.status).toBe(400);

      const pending = await onboardingOf(app(), founder);
      await postForm(`${pending.onboardingUrl}/complete`, {});
      const event = { eventType: 'Onboarding.Updated', resourceId: onboardingId, eventId: 'evt-1' };
      const deliveries = await Promise.all([
        postBankWebhook(app(), event),
        postBankWebhook(app(), event),
        postBankWebhook(app(), { eventType: 'Onboarding.Updated', resourceId: onboardingId }),
      ]);
      expect(deliveries.map((delivery) => delivery.status)).toEqual([200, 200, 200]);
      expect(deliveries.filter((delivery) => delivery.body.duplicate === true)).toHaveLength(1);
      const [completed] = await listCompanyAccounts(app(), founder.order.accountId);
      expect(completed).toMatchObject({ status: 'completed' });
      expect(completed!.legalRepresentativeMembershipId).toBeTruthy();

      const unknown = await postBankWebhook(app(), {
        eventType: 'Onboarding.Updated',
        resourceId: crypto.randomUUID(),
      });
      expect(unknown).toMatchObject({ status: 200, body: { received: true, duplicate: false } });
    });
  });

  describeCallerChecks('GetCompanyAccountOnboarding', app, (rpc, caller) =>
    rpc.companyAccount.getCompanyAccountOnboarding({ accountId: caller.order.accountId }),
  );

  describeCallerChecks(
    'SubscribeBusinessAccount',
    app,
    (rpc, caller) =>
      rpc.companyAccount.subscribeBusinessAccount({
        accountId: caller.order.accountId,
        locale: 'fr-fr',
      }),
    signUpMicroFounder,
  );
});

const failingPayments: PaymentProvider = {
  name: 'sandbox',
  createCheckoutSession: () => Promise.reject(new Error('the provider is down')),
  expireCheckoutSession: () => Promise.reject(new Error('the provider is down')),
  refundPayment: () => Promise.reject(new Error('the provider is down')),
  parseWebhook: () => {
    throw new Error('the provider is down');
  },
};

const failingBank: CompanyAccountOnboardingProvider = {
  name: 'sandbox',
  createOnboarding: () => Promise.reject(new Error('the bank is down')),
  getOnboarding: () => Promise.reject(new Error('the bank is down')),
  parseWebhook: () => {
    throw new Error('the bank is down');
  },
};

describe.each(BACKENDS)('the business account when a provider is down, on %s', (backend) => {
  const app = useTestApp(backend, { payments: failingPayments });
  const bankDown = useTestApp(backend, { companyAccountOnboarding: failingBank });

  beforeAll(async () => {
    await setFeatureFlag(app().context.db, 'business_bank_account', true);
    await setFeatureFlag(bankDown().context.db, 'business_bank_account', true);
  });

  afterAll(async () => {
    await setFeatureFlag(app().context.db, 'business_bank_account', false);
  });

  it('answers unavailable, Failed to create checkout session., and keeps no checkout', async () => {
    const founder = await signUpFounder(app());
    const { error, detail } = await expectRpcError(subscribe(founder), Code.Unavailable);
    expect(detail?.reason).toBe('CHECKOUT_FAILED');
    expect(error.rawMessage).toBe('Failed to create checkout session.');
    expect(await listPayments(app(), founder.order.id)).toHaveLength(0);
  });

  it('keeps a paid subscription and asks the bank again later while it is down', async () => {
    const founder = await signUpFounder(bankDown());
    const { url } = await subscribe(founder);
    await payWithCard(url, CARDS.succeeds);
    await bankDown().context.worker.drain();
    const [row] = await bankDown()
      .context.db.select()
      .from(companyAccounts)
      .where(eq(companyAccounts.accountId, founder.order.accountId));
    expect(row).toMatchObject({ status: 'subscribed', attempts: 1, lastError: 'the bank is down' });
    expect(row!.nextAttemptAt!.getTime()).toBeGreaterThan(Date.now());
    expect(await onboardingOf(bankDown(), founder)).toMatchObject({
      status: CompanyAccountOnboardingStatus.REGISTRATION_PENDING,
      onboardingPreparing: true,
    });
  });
});
