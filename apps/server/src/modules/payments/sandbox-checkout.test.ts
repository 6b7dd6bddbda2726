import { CountryCode, LegalForm, OrderStatus, PaymentStatus } from '@foundly/proto';
import { describe, expect, it } from 'vitest';
import { BACKENDS, TestClock, useTestApp } from '../../../test/harness.js';
import {
  CARDS,
  getOrderStatus,
  listPayments,
  payWithCard,
  postForm,
  readReceipts,
  setFiscalTerritory,
  signUpWithDraft,
  startCheckout,
} from '../../../test/payments.js';

/** The cancel link of a checkout page: the failure page's URL, with temp_auth. */
function readCancelLink(html: string): URL {
  const href = /<a class="cancel" href="([^"]+)"/.exec(html)?.[1];
  if (!href) throw new Error('no cancel link');
  return new URL(href.replaceAll('&#38;', '&'));
}

describe.each(BACKENDS)('the sandbox checkout on %s', (backend) => {
  const clock = new TestClock();
  const app = useTestApp(backend, { clock });

  it('shows the card form in the session’s language, with the amount and a way back', async () => {
    const { rpc, order } = await signUpWithDraft(app());
    const url = await startCheckout(rpc, order.id, CountryCode.FR, 'fr-fr');
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('<html lang="fr">');
    for (const label of [
      'Numéro de carte',
      'Date d’expiration (MM / AA)',
      'Cryptogramme (CVC)',
      'Nom sur la carte',
    ]) {
      expect(html).toMatch(
        new RegExp(`<label for="[\\w-]+">${label.replace(/[()]/g, '\\$&')}</label>`),
      );
    }
    expect(html).toContain('358,80\u00a0€');
    expect(html).toContain('Annuler et revenir');
    const cancel = readCancelLink(html);
    expect(cancel.pathname).toBe('/fr/fr-fr/funnel/pre-payment/failure');
    expect(cancel.searchParams.get('redirectAfter')).toBe('home');
  });

  it('pays with 4242: webhook, order PLACED, one receipt, and back to the success page', async () => {
    const { rpc, order, user } = await signUpWithDraft(app());
    const url = await startCheckout(rpc, order.id, CountryCode.FR, 'en-gb');
    const location = new URL(await payWithCard(url, CARDS.succeeds));

    const [payment] = await listPayments(app(), order.id);
    expect(location.origin).toBe(app().url);
    expect(location.pathname).toBe('/fr/en-gb/funnel/pre-payment/success');
    expect(location.searchParams.get('session_id')).toBe(payment!.providerSessionId);
    expect(location.searchParams.get('redirectAfter')).toBe('home');
    expect(await getOrderStatus(app(), order.id)).toBe('PLACED');
    expect(payment).toMatchObject({ status: 'succeeded' });
    expect(payment!.providerPaymentIntentId).toMatch(/^pi_/);

    const status = await rpc.billing.getPaymentStatus({
      sessionId: location.searchParams.get('session_id')!,
      tempAuth: location.searchParams.get('temp_auth')!,
    });
    expect(status).toMatchObject({
      status: PaymentStatus.SUCCEEDED,
      orderStatus: OrderStatus.PLACED,
    });

    const receipts = await readReceipts(app(), user.email);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toMatchObject({
      subject: 'Payment received: Company formation',
      locale: 'en-gb',
    });
    for (const figure of ['€299.00', 'VAT (20%): €59.80', '€358.80', order.id]) {
      expect(receipts[0]!.text).toContain(figure);
    }

    // Paying the same session again, or opening it, changes nothing.
    const again = await fetch(url);
    expect(again.status).toBe(410);
    expect(await again.text()).toContain('This checkout is already paid.');
    expect(await readReceipts(app(), user.email)).toHaveLength(1);
  });

  it('declines 4000 0000 0000 0002: the page says so and stays, the order stays DRAFT, another card pays', async () => {
    const { rpc, order, user } = await signUpWithDraft(app());
    const url = await startCheckout(rpc, order.id, CountryCode.FR, 'en-gb');
    const location = await payWithCard(url, CARDS.declined);
    expect(location).toBe(`${new URL(url).pathname}?error=card_declined`);
    const page = await app().fetch(location);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('role="alert">Your card was declined.</p>');

    expect(await getOrderStatus(app(), order.id)).toBe('DRAFT');
    const cancel = readCancelLink(html);
    const failed = await rpc.billing.getPaymentStatus({
      sessionId: cancel.searchParams.get('session_id')!,
      tempAuth: cancel.searchParams.get('temp_auth')!,
    });
    expect(failed).toMatchObject({ status: PaymentStatus.FAILED, orderStatus: OrderStatus.DRAFT });
    expect(await readReceipts(app(), user.email)).toEqual([]);

    await payWithCard(url, CARDS.succeeds);
    expect(await getOrderStatus(app(), order.id)).toBe('PLACED');
    expect(await readReceipts(app(), user.email)).toHaveLength(1);
  });

  it('asks 4000 0027 6000 3184 for 3-D Secure: Fail returns to the form, Complete pays', async () => {
    const { rpc, order } = await signUpWithDraft(app());
    const url = await startCheckout(rpc, order.id, CountryCode.FR, 'en-gb');
    const path = new URL(url).pathname;
    expect(await payWithCard(url, CARDS.requiresAuthentication)).toBe(`${path}/authenticate`);

    const challenge = await app().fetch(`${path}/authenticate`);
    const html = await challenge.text();
    expect(html).toContain(
      '<button type="submit" name="action" value="complete">Complete</button>',
    );
    expect(html).toContain('value="fail" class="secondary">Fail</button>');
    // The form waits while the authentication is pending.
    expect((await fetch(url, { redirect: 'manual' })).headers.get('location')).toBe(
      `${path}/authenticate`,
    );

    const failed = await postForm(`${url}/authenticate`, { action: 'fail' });
    expect(failed.headers.get('location')).toBe(`${path}?error=authentication_failed`);
    expect(await (await app().fetch(`${path}?error=authentication_failed`)).text()).toContain(
      'We are unable to authenticate your payment method.',
    );
    expect(await getOrderStatus(app(), order.id)).toBe('DRAFT');
    expect((await listPayments(app(), order.id))[0]?.status).toBe('failed');

    await payWithCard(url, CARDS.requiresAuthentication);
    const completed = await postForm(`${url}/authenticate`, { action: 'complete' });
    expect(completed.status).toBe(303);
    expect(new URL(completed.headers.get('location')!).pathname).toBe(
      '/fr/en-gb/funnel/pre-payment/success',
    );
    expect(await getOrderStatus(app(), order.id)).toBe('PLACED');
  });

  it('a double submit of the success card pays once', async () => {
    const { rpc, order, user } = await signUpWithDraft(app());
    const url = await startCheckout(rpc, order.id);
    const answers = await Promise.all([
      postForm(url, { number: CARDS.succeeds, expiry: '12/34', cvc: '123', name: 'Ada' }),
      postForm(url, { number: CARDS.succeeds, expiry: '12/34', cvc: '123', name: 'Ada' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([303, 410].sort());
    expect(await getOrderStatus(app(), order.id)).toBe('PLACED');
    expect(await readReceipts(app(), user.email)).toHaveLength(1);
  });

  it.each([
    ['an invalid number', { number: '4242 4242 4242 4241' }, 'invalid_number'],
    ['a past expiry', { expiry: '01/20' }, 'expired_card'],
    ['a short CVC', { cvc: '1' }, 'invalid_cvc'],
    ['no name', { name: '' }, 'missing_name'],
  ])('refuses %s on the form, without any event', async (_title, change, error) => {
    const { rpc, order } = await signUpWithDraft(app());
    const url = await startCheckout(rpc, order.id);
    const response = await postForm(url, {
      number: CARDS.succeeds,
      expiry: '12/34',
      cvc: '123',
      name: 'Ada',
      ...change,
    });
    expect(response.headers.get('location')).toBe(`${new URL(url).pathname}?error=${error}`);
    expect((await listPayments(app(), order.id))[0]?.status).toBe('pending');
  });

  it('pays a Spanish autónomo_pro subscription and writes the receipt in Spanish, per month', async () => {
    const { rpc, order, user } = await signUpWithDraft(app(), {
      countryCode: CountryCode.ES,
      companyLegalForm: LegalForm.AUTONOMO,
    });
    await setFiscalTerritory(app(), order.id, 1);
    const url = await startCheckout(rpc, order.id, CountryCode.ES, 'es-es');
    const page = await (await fetch(url)).text();
    expect(page).toContain('Suscribirse por 59,29\u00a0€ al mes');
    const location = new URL(await payWithCard(url, CARDS.succeeds));
    expect(location.pathname).toBe('/es/es-es/payment/success');
    expect(location.searchParams.has('redirectAfter')).toBe(false);
    expect(await getOrderStatus(app(), order.id)).toBe('PLACED');
    const [payment] = await listPayments(app(), order.id);
    expect(payment).toMatchObject({ status: 'succeeded', mode: 'subscription' });
    expect(payment!.providerSubscriptionId).toMatch(/^sub_/);
    const [receipt] = await readReceipts(app(), user.email);
    expect(receipt).toMatchObject({ subject: 'Pago recibido: Autónomo Pro', locale: 'es-es' });
    expect(receipt!.text).toContain('IVA (21\u00a0%): 10,29\u00a0€ al mes');
    expect(receipt!.text).toContain('Total pagado: 59,29\u00a0€ al mes');
  });

  it('expires a session past its time: the page says so and the payment becomes expired', async () => {
    const { rpc, order } = await signUpWithDraft(app());
    const url = await startCheckout(rpc, order.id, CountryCode.FR, 'en-gb');
    clock.advance(61 * 60);
    try {
      const response = await fetch(url);
      expect(response.status).toBe(410);
      expect(await response.text()).toContain('This checkout session has expired.');
      expect((await listPayments(app(), order.id))[0]?.status).toBe('expired');
      expect((await postForm(url, { number: CARDS.succeeds })).status).toBe(410);
      expect(await getOrderStatus(app(), order.id)).toBe('DRAFT');
    } finally {
      clock.reset();
    }
  });

  it('answers 404 for a session that does not exist', async () => {
    const response = await app().fetch(`/api/payments/sandbox/checkout/cs_test_${'0'.repeat(48)}`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('This checkout session does not exist.');
    expect((await app().fetch('/api/payments/sandbox/checkout/nonsense')).status).toBe(404);
  });
});
