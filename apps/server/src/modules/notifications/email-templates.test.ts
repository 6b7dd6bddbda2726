import { describe, expect, it } from 'vitest';
import { renderEmail, type PaymentReceipt } from './email-templates.js';

const RECEIPT: PaymentReceipt = {
  productName: 'Alta de autónomo',
  netCents: 5_900,
  vatCents: 1_239,
  vatRate: 0.21,
  totalCents: 7_139,
  currency: 'EUR',
  isSubscription: false,
  orderId: '0b7e2c1a-5d4f-4a3b-9c8d-7e6f5a4b3c2d',
  paidAt: new Date('2026-03-15T12:00:00Z'),
};
const LINK = 'https://app.example.com/es/es-es';

describe('the payment-receipt e-mail', () => {
  it.each([
    [
      'en-gb',
      'Payment received: Alta de autónomo',
      ['Price excluding VAT: €59.00', 'VAT (21%): €12.39', 'Total paid: €71.39', '15 March 2026'],
    ],
    [
      'fr-fr',
      'Paiement reçu\u00a0: Alta de autónomo',
      [
        'Prix HT\u00a0: 59,00\u00a0€',
        'TVA (21\u00a0%)\u00a0: 12,39\u00a0€',
        'Total payé (TTC)\u00a0: 71,39\u00a0€',
        '15 mars 2026',
      ],
    ],
    [
      'es-es',
      'Pago recibido: Alta de autónomo',
      [
        'Precio sin IVA: 59,00\u00a0€',
        'IVA (21\u00a0%): 12,39\u00a0€',
        'Total pagado: 71,39\u00a0€',
        '15 de marzo de 2026',
      ],
    ],
  ])('in %s names the product, net, VAT, total and date', (locale, subject, lines) => {
    const email = renderEmail(
      { template: 'payment-receipt', link: LINK, receipt: RECEIPT },
      locale,
    );
    expect(email.subject).toBe(subject);
    expect(email.locale).toBe(locale);
    for (const line of lines) expect(email.text).toContain(line);
    expect(email.text).toContain(RECEIPT.orderId);
    expect(email.text).toContain(LINK);
    expect(email.html).toContain(`href="${LINK}"`);
  });

  it('says per month for a subscription', () => {
    const email = renderEmail(
      {
        template: 'payment-receipt',
        link: LINK,
        receipt: {
          ...RECEIPT,
          isSubscription: true,
          netCents: 4_900,
          vatCents: 1_029,
          totalCents: 5_929,
        },
      },
      'es-es',
    );
    expect(email.text).toContain('Total pagado: 59,29\u00a0€ al mes');
  });

  it('escapes the product name in HTML and falls back to English for an unknown language', () => {
    const email = renderEmail(
      {
        template: 'payment-receipt',
        link: LINK,
        receipt: { ...RECEIPT, productName: '<b>Ltd</b>' },
      },
      'de-de',
    );
    expect(email.locale).toBe('en-gb');
    expect(email.html).not.toContain('<b>Ltd</b>');
    expect(email.html).toContain('&#60;b&#62;Ltd&#60;/b&#62;');
  });
});
