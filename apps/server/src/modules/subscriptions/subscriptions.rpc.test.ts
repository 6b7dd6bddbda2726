import { Code } from '@connectrpc/connect';
import { SubscriptionAccess, SubscriptionStatus } from '@foundly/proto';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentEvents } from '../../db/schema/index.js';
import { describeCallerChecks } from '../../../test/caller-checks.js';
import { HAND_ENTERED, expectRefused } from '../../../test/expenses.js';
import { facturaInput } from '../../../test/facturas.js';
import { BACKENDS, TestClock, useTestApp, type TestApp } from '../../../test/harness.js';
import {
  CARDS,
  postForm,
  postWebhook,
  readOutbox,
  signUpWithDraft,
} from '../../../test/payments.js';
import {
  findSubscriptionRow,
  invoiceEvent,
  pressSandboxControl,
  subscribeAutonomo,
  subscriptionEvent,
  type Subscriber,
} from '../../../test/subscriptions.js';

const DAY_SECONDS = 24 * 60 * 60;

async function readPlan(subscriber: Subscriber) {
  return subscriber.rpc.subscriptions.getMySubscription({ accountId: subscriber.accountId });
}

async function failureEmails(app: TestApp, subscriber: Subscriber) {
  return (await readOutbox(app, subscriber.user.email)).filter(
    (email) => email.template === 'subscription-payment-failed',
  );
}

async function countEvents(app: TestApp, paymentId: string) {
  const [row] = await app.context.db
    .select({ n: count() })
    .from(paymentEvents)
    .where(eq(paymentEvents.paymentId, paymentId));
  return row!.n;
}

describe.each(BACKENDS)('the autónomo_pro subscription on %s', (backend) => {
  const clock = new TestClock();
  const app = useTestApp(backend, { clock });

  it('paying the autónomo_pro checkout starts an active subscription with full access', async () => {
    const subscriber = await subscribeAutonomo(app());
    expect(subscriber.subscriptionId).toMatch(/^sub_/);
    expect(await readPlan(subscriber)).toMatchObject({
      subscribed: true,
      status: SubscriptionStatus.ACTIVE,
      access: SubscriptionAccess.FULL,
      productId: 'autónomo_pro',
      pastDueSince: 0n,
      paymentUpdateUrl: '',
    });
  });

  it('a paid renewal keeps it active, with no e-mail and one event recorded', async () => {
    const subscriber = await subscribeAutonomo(app());
    const before = await countEvents(app(), subscriber.payment.id);
    await pressSandboxControl(app(), subscriber.subscriptionId, 'renew');
    expect(await countEvents(app(), subscriber.payment.id)).toBe(before + 1);
    expect((await readPlan(subscriber)).status).toBe(SubscriptionStatus.ACTIVE);
    expect(await failureEmails(app(), subscriber)).toEqual([]);
  });

  it('a failed renewal is past due with grace, one e-mail, the invoice page; paying it recovers', async () => {
    const subscriber = await subscribeAutonomo(app());
    await pressSandboxControl(app(), subscriber.subscriptionId, 'fail-next');
    await pressSandboxControl(app(), subscriber.subscriptionId, 'renew');

    const pastDue = await readPlan(subscriber);
    expect(pastDue).toMatchObject({
      status: SubscriptionStatus.PAST_DUE,
      access: SubscriptionAccess.GRACE,
    });
    expect(pastDue.graceEndsAt - pastDue.pastDueSince).toBe(BigInt(14 * DAY_SECONDS));
    expect(pastDue.paymentUpdateUrl).toMatch(
      new RegExp(`^${app().url}/api/payments/sandbox/invoices/in_test_[0-9a-f]{48}$`),
    );
    const [email] = await failureEmails(app(), subscriber);
    expect(email).toMatchObject({
      subject: 'No se ha podido cobrar la cuota mensual de tu plan',
      locale: 'es-es',
      link: pastDue.paymentUpdateUrl,
    });
    expect(email!.text).toContain('59,29');

    // The provider's retry fails again: still past due, from the first failure, no second e-mail.
    await pressSandboxControl(app(), subscriber.subscriptionId, 'fail-next');
    await pressSandboxControl(app(), subscriber.subscriptionId, 'renew');
    expect((await readPlan(subscriber)).pastDueSince).toBe(pastDue.pastDueSince);
    expect(await failureEmails(app(), subscriber)).toHaveLength(1);

    // Within the grace the books still take changes.
    await expect(
      subscriber.rpc.expenses.createExpense({
        accountId: subscriber.accountId,
        fields: HAND_ENTERED,
      }),
    ).resolves.toBeDefined();

    // A declined card on the invoice page changes nothing; another card pays it.
    const declined = await postForm(pastDue.paymentUpdateUrl, {
      number: CARDS.declined,
      expiry: '12 / 34',
      cvc: '123',
      name: 'Lucía García',
    });
    expect(declined.headers.get('location')).toContain('error=card_declined');
    expect((await readPlan(subscriber)).status).toBe(SubscriptionStatus.PAST_DUE);
    const paid = await postForm(pastDue.paymentUpdateUrl, {
      number: CARDS.succeeds,
      expiry: '12 / 34',
      cvc: '123',
      name: 'Lucía García',
    });
    expect(paid.headers.get('location')).toContain('paid=1');
    expect(await readPlan(subscriber)).toMatchObject({
      status: SubscriptionStatus.ACTIVE,
      access: SubscriptionAccess.FULL,
      pastDueSince: 0n,
      paymentUpdateUrl: '',
    });
  });

  it('past due for 14 days makes the books read-only until a payment recovers them', async () => {
    const subscriber = await subscribeAutonomo(app());
    await pressSandboxControl(app(), subscriber.subscriptionId, 'fail-next');
    await pressSandboxControl(app(), subscriber.subscriptionId, 'renew');
    clock.advance(14 * DAY_SECONDS);
    try {
      expect((await readPlan(subscriber)).access).toBe(SubscriptionAccess.READ_ONLY);
      await expectRefused(
        subscriber.rpc.expenses.createExpense({
          accountId: subscriber.accountId,
          fields: HAND_ENTERED,
        }),
        Code.FailedPrecondition,
        { reason: 'PLAN_READ_ONLY' },
      );
      await pressSandboxControl(app(), subscriber.subscriptionId, 'renew');
      expect((await readPlan(subscriber)).access).toBe(SubscriptionAccess.FULL);
    } finally {
      clock.reset();
    }
  });

  it('a cancelled plan keeps lists, downloads and exports, and refuses every change', async () => {
    const subscriber = await subscribeAutonomo(app());
    const { rpc, accountId } = subscriber;
    const { expense } = await rpc.expenses.createExpense({ accountId, fields: HAND_ENTERED });
    const { document: draft } = await rpc.commercialDocuments.createCommercialDocument({
      accountId,
      content: facturaInput(),
    });
    const { document: issued } = await rpc.commercialDocuments.issueCommercialDocument({
      id: (
        await rpc.commercialDocuments.createCommercialDocument({
          accountId,
          content: facturaInput(),
        })
      ).document!.id,
    });

    await pressSandboxControl(app(), subscriber.subscriptionId, 'cancel');
    const plan = await readPlan(subscriber);
    expect(plan).toMatchObject({
      status: SubscriptionStatus.CANCELLED,
      access: SubscriptionAccess.READ_ONLY,
    });
    expect(plan.cancelledAt).toBeGreaterThan(0n);

    // Readable and downloadable.
    expect(
      (await rpc.commercialDocuments.getMyCommercialDocuments({ accountId })).documents,
    ).toHaveLength(2);
    expect((await rpc.expenses.listExpenses({ accountId })).totalCount).toBe(1);
    const pdf = await rpc.commercialDocuments.downloadCommercialDocumentById({ id: issued!.id });
    expect(Buffer.from(pdf.pdf).subarray(0, 5).toString()).toBe('%PDF-');
    const csv = await rpc.taxQuarters.exportQuarterlyFigures({ accountId, locale: 'es-es' });
    expect(csv.content.length).toBeGreaterThan(0);

    // Every change refused, precisely, and nothing stored.
    const refusals: [string, () => Promise<unknown>][] = [
      [
        'createCommercialDocument',
        () =>
          rpc.commercialDocuments.createCommercialDocument({ accountId, content: facturaInput() }),
      ],
      [
        'editCommercialDocument',
        () =>
          rpc.commercialDocuments.editCommercialDocument({
            id: draft!.id,
            content: facturaInput(),
          }),
      ],
      [
        'issueCommercialDocument',
        () => rpc.commercialDocuments.issueCommercialDocument({ id: draft!.id }),
      ],
      [
        'deleteCommercialDocument',
        () => rpc.commercialDocuments.deleteCommercialDocument({ id: draft!.id }),
      ],
      [
        'duplicateCommercialDocument',
        () => rpc.commercialDocuments.duplicateCommercialDocument({ id: issued!.id }),
      ],
      [
        'createCreditNote',
        () => rpc.commercialDocuments.createCreditNote({ invoiceId: issued!.id }),
      ],
      [
        'cancelCommercialDocument',
        () => rpc.commercialDocuments.cancelCommercialDocument({ id: issued!.id }),
      ],
      [
        'setCommercialDocumentPaid',
        () => rpc.commercialDocuments.setCommercialDocumentPaid({ id: issued!.id, paid: true }),
      ],
      ['createExpense', () => rpc.expenses.createExpense({ accountId, fields: HAND_ENTERED })],
      ['editExpense', () => rpc.expenses.editExpense({ id: expense!.id, fields: HAND_ENTERED })],
      ['deleteExpense', () => rpc.expenses.deleteExpense({ id: expense!.id })],
      ['setExpensePaid', () => rpc.expenses.setExpensePaid({ id: expense!.id, paid: true })],
      [
        'getExpenseUploadUrl',
        () =>
          rpc.expenses.getExpenseUploadUrl({
            accountId,
            fileName: 'ticket.pdf',
            size: 10n,
            sha256: 'a'.repeat(64),
          }),
      ],
    ];
    for (const [name, call] of refusals) {
      await expectRefused(call(), Code.FailedPrecondition, { reason: 'PLAN_READ_ONLY' }).catch(
        (error: unknown) => {
          throw new Error(`${name}: ${String(error)}`);
        },
      );
    }
    expect(
      (await rpc.commercialDocuments.getMyCommercialDocuments({ accountId })).documents,
    ).toHaveLength(2);
    expect((await rpc.expenses.listExpenses({ accountId })).totalCount).toBe(1);

    // A cancelled subscription is final: the sandbox renews nothing, a late payment reopens nothing.
    await pressSandboxControl(app(), subscriber.subscriptionId, 'renew');
    await postWebhook(app(), invoiceEvent('invoice.paid', subscriber));
    expect((await readPlan(subscriber)).status).toBe(SubscriptionStatus.CANCELLED);
  });

  it('a duplicated webhook changes the state once and sends one e-mail', async () => {
    const subscriber = await subscribeAutonomo(app());
    const event = invoiceEvent('invoice.payment_failed', subscriber);
    expect(await postWebhook(app(), event)).toEqual({
      status: 200,
      body: { received: true, duplicate: false },
    });
    const first = await findSubscriptionRow(app(), subscriber.subscriptionId);
    expect(first).toMatchObject({
      status: 'past_due',
      paymentUpdateUrl: 'https://invoice.stripe.com/i/acct_test/test_123',
    });
    expect(await postWebhook(app(), event)).toEqual({
      status: 200,
      body: { received: true, duplicate: true },
    });
    // Stripe's own status event for the same failure: the state and the e-mail stay as they are.
    await postWebhook(
      app(),
      subscriptionEvent('customer.subscription.updated', subscriber, 'past_due'),
    );
    expect(await findSubscriptionRow(app(), subscriber.subscriptionId)).toEqual(first);
    expect(await failureEmails(app(), subscriber)).toHaveLength(1);
  });

  it('an event older than the newest applied changes nothing (out of order)', async () => {
    const subscriber = await subscribeAutonomo(app());
    const now = clock.now();
    await postWebhook(app(), invoiceEvent('invoice.paid', subscriber, { created: now }));
    await postWebhook(
      app(),
      invoiceEvent('invoice.payment_failed', subscriber, {
        created: new Date(now.getTime() - 60_000),
      }),
    );
    expect((await findSubscriptionRow(app(), subscriber.subscriptionId))?.status).toBe('active');
  });

  it('customer.subscription.updated unpaid makes the plan read-only at once; deleted cancels it', async () => {
    const subscriber = await subscribeAutonomo(app());
    await postWebhook(app(), invoiceEvent('invoice.payment_failed', subscriber));
    await postWebhook(
      app(),
      subscriptionEvent('customer.subscription.updated', subscriber, 'unpaid'),
    );
    expect(await readPlan(subscriber)).toMatchObject({
      status: SubscriptionStatus.UNPAID,
      access: SubscriptionAccess.READ_ONLY,
    });
    await postWebhook(
      app(),
      subscriptionEvent('customer.subscription.deleted', subscriber, 'canceled'),
    );
    expect((await readPlan(subscriber)).status).toBe(SubscriptionStatus.CANCELLED);
  });

  it('a subscription event with a bad signature is refused with 400 and changes nothing', async () => {
    const subscriber = await subscribeAutonomo(app());
    const answer = await postWebhook(app(), invoiceEvent('invoice.payment_failed', subscriber), {
      secret: 'whsec_not_the_endpoint_secret',
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: 'INVALID_SIGNATURE' });
    expect((await findSubscriptionRow(app(), subscriber.subscriptionId))?.status).toBe('active');
    expect(await failureEmails(app(), subscriber)).toEqual([]);
  });

  it('an event about a subscription that is not ours is acknowledged and changes nothing', async () => {
    const subscriber = await subscribeAutonomo(app());
    const stranger = {
      subscriptionId: 'sub_unknown',
      payment: { ...subscriber.payment, id: crypto.randomUUID() },
    };
    expect(
      (await postWebhook(app(), invoiceEvent('invoice.payment_failed', stranger))).status,
    ).toBe(200);
    expect(await findSubscriptionRow(app(), 'sub_unknown')).toBeUndefined();
  });

  it('GetMySubscription: an account without a plan is unsubscribed with full access', async () => {
    const founder = await subscribeAutonomo(app());
    const other = await signUpWithDraft(app());
    expect(
      await other.rpc.subscriptions.getMySubscription({ accountId: other.order.accountId }),
    ).toMatchObject({ subscribed: false, access: SubscriptionAccess.FULL });
    // Another customer's account is not found; a malformed id is invalid.
    await expectRefused(
      other.rpc.subscriptions.getMySubscription({ accountId: founder.accountId }),
      Code.NotFound,
      { reason: 'ACCOUNT_NOT_FOUND' },
    );
    await expectRefused(
      other.rpc.subscriptions.getMySubscription({ accountId: 'nope' }),
      Code.InvalidArgument,
      { field: 'account_id' },
    );
  });

  it("another customer's ids are refused by the checks of a cancelled founder's books", async () => {
    const owner = await subscribeAutonomo(app());
    const stranger = await subscribeAutonomo(app());
    await pressSandboxControl(app(), owner.subscriptionId, 'cancel');
    // The stranger's plan is active: the owner's account is still not theirs.
    await expectRefused(
      stranger.rpc.expenses.createExpense({ accountId: owner.accountId, fields: HAND_ENTERED }),
      Code.NotFound,
      { reason: 'ACCOUNT_NOT_FOUND' },
    );
  });

  describeCallerChecks('GetMySubscription', app, (rpc, caller) =>
    rpc.subscriptions.getMySubscription({ accountId: caller.order.accountId }),
  );
});
