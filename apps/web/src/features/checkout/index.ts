export { FrenchPaymentStep } from './french-payment-step.js';
export { SpanishFiscalTerritoryStep } from './spanish-fiscal-territory-step.js';
export { SpanishPaymentStep } from './spanish-payment-step.js';
export { StripeRedirectStep } from './stripe-redirect-step.js';
export { PaymentSuccessStep, type PaymentReturnParams } from './payment-success-step.js';
export { PaymentFailureStep } from './payment-failure-step.js';
