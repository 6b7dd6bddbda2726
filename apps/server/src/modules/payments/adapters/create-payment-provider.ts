import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../clock.js';
import type { Config } from '../../../config.js';
import type { Database } from '../../../db/client.js';
import type { PaymentProvider } from './payment-provider.js';
import { SandboxPaymentProvider } from './sandbox/sandbox-provider.js';
import { StripePaymentProvider } from './stripe-provider.js';

/** The webhook route of both providers. */
export const PAYMENT_WEBHOOK_PATH = '/api/payments/webhook';

/** The provider the configuration names: Stripe with its keys, else the embedded sandbox. */
export function createPaymentProvider(
  config: Config,
  deps: { db: Database; clock: Clock; logger: FastifyBaseLogger },
): PaymentProvider {
  const payments = config.payments;
  if (payments.provider === 'stripe') {
    return new StripePaymentProvider({
      secretKey: payments.secretKey,
      webhookSecret: payments.webhookSecret,
    });
  }
  return new SandboxPaymentProvider({
    ...deps,
    baseUrl: config.baseUrl,
    webhookSecret: payments.webhookSecret,
    webhookPath: PAYMENT_WEBHOOK_PATH,
  });
}
