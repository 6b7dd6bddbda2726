import type { ComponentType } from 'react';
import { FrenchPaymentStep } from './french-payment-step.js';
import { PaymentFailureStep } from './payment-failure-step.js';
import { PaymentSuccessStep, type PaymentReturnParams } from './payment-success-step.js';
import { SpanishFiscalTerritoryStep } from './spanish-fiscal-territory-step.js';
import { SpanishPaymentStep } from './spanish-payment-step.js';
import { StripeRedirectStep } from './stripe-redirect-step.js';
import { UkPaymentStep } from './uk-payment-step.js';

/** The page of each checkout step, by country and step name. */
export const CHECKOUT_STEPS: Readonly<
  Record<string, Readonly<Record<string, ComponentType<{ params: PaymentReturnParams }>>>>
> = {
  fr: {
    payment: FrenchPaymentStep,
    stripe: StripeRedirectStep,
    success: PaymentSuccessStep,
    failure: PaymentFailureStep,
  },
  es: {
    'fiscal-territory': SpanishFiscalTerritoryStep,
    payment: SpanishPaymentStep,
    stripe: StripeRedirectStep,
    success: PaymentSuccessStep,
    failure: PaymentFailureStep,
  },
  uk: {
    payment: UkPaymentStep,
    stripe: StripeRedirectStep,
    success: PaymentSuccessStep,
    failure: PaymentFailureStep,
  },
};
