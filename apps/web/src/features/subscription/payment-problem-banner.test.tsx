import {
  CountryCode,
  LegalForm,
  OrderStatus,
  SubscriptionAccess,
  SubscriptionService,
  SubscriptionStatus,
  type GetMySubscriptionResponse,
} from '@foundly/proto';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInArea } from '../../testing/render-in-area.js';
import { PaymentProblemBanner } from './payment-problem-banner.js';

const INVOICE_URL = 'https://invoice.stripe.com/i/acct_test/test_123';
// 15 March 2026, 12:00 UTC.
const GRACE_END = 1_773_576_000n;

function renderBanner(plan: Partial<GetMySubscriptionResponse>, locale = 'en-gb') {
  return renderInArea(PaymentProblemBanner, {
    path: `/es/${locale}/accounting`,
    order: {
      order: {
        status: OrderStatus.COMPLETED,
        legalForm: LegalForm.AUTONOMO,
        countryCode: CountryCode.ES,
      },
    },
    account: { id: 'account-es' },
    server: { subscription: { getMySubscription: () => ({ subscribed: true, ...plan }) } },
  });
}

afterEach(cleanup);

describe('the failed-renewal banner', { timeout: 30_000 }, () => {
  it('says until when everything works and leads to the page that pays with another card', async () => {
    renderBanner({
      status: SubscriptionStatus.PAST_DUE,
      access: SubscriptionAccess.GRACE,
      graceEndsAt: GRACE_END,
      paymentUpdateUrl: INVOICE_URL,
    });
    const banner = await screen.findByRole('region', {
      name: 'Your plan’s monthly payment failed',
    });
    expect(banner.textContent).toContain('Until 15 March 2026 everything keeps working');
    expect(screen.getByRole('link', { name: 'Update my card and pay' }).getAttribute('href')).toBe(
      INVOICE_URL,
    );
  });

  it('is in Spanish in the Spanish area', async () => {
    renderBanner(
      {
        status: SubscriptionStatus.PAST_DUE,
        access: SubscriptionAccess.GRACE,
        graceEndsAt: GRACE_END,
        paymentUpdateUrl: INVOICE_URL,
      },
      'es-es',
    );
    expect(
      await screen.findByRole('region', {
        name: 'No se ha podido cobrar la cuota mensual de tu plan',
      }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Actualizar mi tarjeta y pagar' })).toBeTruthy();
  });

  it('says the books are read-only once the retries are over (unpaid)', async () => {
    renderBanner({ status: SubscriptionStatus.UNPAID, access: SubscriptionAccess.READ_ONLY });
    const banner = await screen.findByRole('region');
    expect(banner.textContent).toContain('read-only until the payment goes through');
  });

  it.each([
    ['an active plan', SubscriptionStatus.ACTIVE],
    ['a cancelled plan', SubscriptionStatus.CANCELLED],
  ])('is not shown for %s', async (_name, status) => {
    const view = renderBanner({ status, paymentUpdateUrl: INVOICE_URL });
    await waitFor(() =>
      expect(view.requestsOf(SubscriptionService.method.getMySubscription)).not.toHaveLength(0),
    );
    // The answer renders on the next turns of the event loop.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
