import { CountryCode, LegalForm, OrderStatus } from '@foundly/proto';
import type { ProductDefinition } from '../billing/products.js';
import { FRENCH_VAT_RATE } from '../billing/vat.js';

/** The business bank account's subscription: 8 EUR a month before VAT (spec 01 §1, §9). */
export const BUSINESS_ACCOUNT_PRODUCT: ProductDefinition = {
  productId: 'business_account',
  name: 'billing.products.business_account.name',
  priceCents: 800,
  currency: 'EUR',
  vatRate: FRENCH_VAT_RATE,
  isSubscription: true,
  features: [],
};

/** What decides whether an order may take the business account. */
export interface BusinessAccountCandidate {
  countryCode: CountryCode;
  legalForm: LegalForm;
  status: OrderStatus;
}

/**
 * Whether an order may take the business bank account: a French
 * micro-entreprise whose registration is complete (spec 01 §4, "applies only
 * to micro-enterprise orders with status COMPLETED"). The feature flag and the
 * account's `features.meBanking` are checked beside it.
 */
export function isBusinessAccountOrder(order: BusinessAccountCandidate): boolean {
  return (
    order.countryCode === CountryCode.FR &&
    order.legalForm === LegalForm.MICROENTERPRISE &&
    order.status === OrderStatus.COMPLETED
  );
}
