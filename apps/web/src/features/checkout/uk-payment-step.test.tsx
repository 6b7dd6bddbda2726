import type { Locale } from '@foundly/domain';
import { CountryCode, LegalForm, OrderStatus } from '@foundly/proto';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInArea } from '../../testing/render-in-area.js';
import { UkPaymentStep } from './uk-payment-step.js';

function renderPaymentStep(locale: Locale) {
  renderInArea(UkPaymentStep, {
    path: `/uk/${locale}/funnel/pre-payment/payment`,
    order: {
      order: {
        id: 'order-1',
        status: OrderStatus.DRAFT,
        countryCode: CountryCode.UK,
        legalForm: LegalForm.LTD,
      },
    },
    server: {
      billing: {
        getProducts: () => ({
          products: [
            {
              productId: 'incorporation_ltd',
              name: 'billing.products.incorporation_ltd.name',
              price: 9900n,
              currency: 'GBP',
              vatRate: 0.2,
              features: ['billing.products.incorporation_ltd.features.incorporation'],
            },
          ],
        }),
      },
    },
  });
}

describe('UkPaymentStep', () => {
  afterEach(cleanup);

  it.each<[Locale, string, string]>([
    ['en-gb', 'VAT (20 %)£19.80', 'Pay £118.80'],
    ['fr-fr', 'TVA (20 %)19,80\u00a0£GB', 'Payer 118,80\u00a0£GB'],
    ['es-es', 'IVA (20 %)19,80\u00a0GBP', 'Pagar 118,80\u00a0GBP'],
  ])('prices the package in pounds with UK VAT at 20 %% in %s', async (locale, vat, pay) => {
    renderPaymentStep(locale);
    const button = await screen.findByRole('link', { name: new RegExp(pay.split(' ')[0]!) });
    expect(button.textContent?.replace(/\u202f/g, '\u00a0')).toBe(pay);
    expect(document.body.textContent?.replace(/\u202f/g, '\u00a0')).toContain(vat);
    expect(
      screen.getByText(
        /Companies House personal code|code personnel Companies House|código personal de Companies House/,
      ),
    ).toBeTruthy();
  });
});
