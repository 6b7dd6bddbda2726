import type { PaymentPurpose } from '../../db/schema/index.js';

/** A checkout paid for something other than the order itself, as its listener sees it. */
export interface SucceededPayment {
  id: string;
  orderId: string;
  purpose: Exclude<PaymentPurpose, 'order'>;
  customerEmail: string;
  locale: string;
  providerSubscriptionId: string | null;
}
