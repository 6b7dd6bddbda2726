import { CompanyPaymentStep, type PaymentCopy } from './company-payment-step.js';

const UK_COPY: PaymentCopy = {
  title: 'checkout.uk.title',
  subtitle: 'checkout.uk.subtitle',
  vat: 'checkout.uk.vat',
  disclaimer: [
    'checkout.uk.disclaimer.personalCodes',
    'checkout.uk.disclaimer.office',
    'checkout.uk.disclaimer.people',
    'checkout.uk.disclaimer.shares',
  ],
};

/**
 * The UK payment step: the incorporation package in pounds with VAT at the
 * standard rate (20 %, Value Added Tax Act 1994 s. 2), what Companies House
 * will ask for, and the button to the card payment.
 */
export function UkPaymentStep() {
  return <CompanyPaymentStep copy={UK_COPY} />;
}
