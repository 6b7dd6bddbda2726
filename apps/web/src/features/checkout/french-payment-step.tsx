import { CompanyPaymentStep, type PaymentCopy } from './company-payment-step.js';

const FRENCH_COPY: PaymentCopy = {
  title: 'checkout.french.title',
  subtitle: 'checkout.french.subtitle',
  vat: 'checkout.french.vat',
  disclaimer: [
    'checkout.french.disclaimer.proofOfAddress',
    'checkout.french.disclaimer.socialSecurity',
    'checkout.french.disclaimer.identity',
    'checkout.french.disclaimer.residence',
  ],
};

/**
 * The French payment step: the package, its price with the deductible VAT
 * (59.80 € for a company, 9.99 € for a micro-entreprise), what to have ready,
 * and the button to the card payment.
 */
export function FrenchPaymentStep() {
  return <CompanyPaymentStep copy={FRENCH_COPY} />;
}
