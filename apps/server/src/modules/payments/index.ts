export { createBillingService } from './payments.rpc.js';
export { registerPaymentRoutes } from './payments.routes.js';
export { createPaymentProvider, PAYMENT_WEBHOOK_PATH } from './adapters/create-payment-provider.js';
export type { PaymentProvider, PaymentEvent } from './adapters/payment-provider.js';
export { SandboxPaymentProvider } from './adapters/sandbox/sandbox-provider.js';
export { StripePaymentProvider } from './adapters/stripe-provider.js';
export { createPaymentRefundTask } from './use-cases/refund-payments.js';
export { openCheckout, type CheckoutRequest } from './use-cases/open-checkout.js';
export type { SucceededPayment } from './succeeded-payment.js';
