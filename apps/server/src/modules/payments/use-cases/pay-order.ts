import {
  assertNoViolations,
  canStartPayment,
  DomainError,
  ErrorCode,
  getHomeArea,
  getOrderProduct,
  getPaymentReturnUrls,
  isFiscalTerritorySupported,
  isLocale,
  type FieldViolation,
  type Locale,
} from '@foundly/domain';
import { CountryCode, FiscalTerritory, LegalForm, OrderStatus } from '@foundly/proto';
import type { AppContext } from '../../../app-context.js';
import { isUuid, type Caller } from '../../../rpc/caller.js';
import type { OrderRow } from '../../order-records/index.js';
import { findOrderOfUser } from '../../ownership/index.js';
import { findOrderStatus } from '../payments.repository.js';
import { openCheckout } from './open-checkout.js';

export interface PayOrderInput {
  orderId: string;
  country: CountryCode;
  locale: string;
}

function findViolations(input: PayOrderInput): FieldViolation[] {
  const violations: FieldViolation[] = [];
  if (!isUuid(input.orderId))
    violations.push({ field: 'order_id', message: 'errors.field.invalid' });
  if (input.country === CountryCode.UNSPECIFIED) {
    violations.push({ field: 'country', message: 'errors.field.required' });
  }
  if (input.locale && !isLocale(input.locale)) {
    violations.push({ field: 'locale', message: 'errors.field.invalid' });
  }
  return violations;
}

/** The fiscal territory answered in the questionnaire (a FiscalTerritory number), if any. */
function readFiscalTerritory(order: OrderRow): FiscalTerritory | undefined {
  const business = order.questionnaire.businessInformation as
    { fiscalTerritory?: unknown } | undefined;
  const value = business?.fiscalTerritory;
  return typeof value === 'number' && value !== FiscalTerritory.UNSPECIFIED ? value : undefined;
}

/**
 * Spain serves only the common tax regime: a founder who chose a foral
 * territory or the Canary Islands gets the thank-you screen, never a checkout.
 * An order with no answer yet may pay (the web asks the question first).
 */
function assertPayable(order: OrderRow, country: CountryCode) {
  if (!canStartPayment(OrderStatus[order.status])) {
    throw new DomainError(ErrorCode.OrderNotPayable, 'Only a draft order can be paid');
  }
  const territory = readFiscalTerritory(order);
  if (
    country === CountryCode.ES &&
    territory !== undefined &&
    !isFiscalTerritorySupported(territory)
  ) {
    throw new DomainError(
      ErrorCode.FiscalTerritoryNotSupported,
      'This fiscal territory is not served',
    );
  }
}

/**
 * Opens (or reopens) the card checkout of the caller's draft order and returns
 * where the browser goes; `openCheckout` sees to it that at most one checkout
 * of the order can be paid, whatever the number of tabs and instances.
 */
export async function payOrder(app: AppContext, caller: Caller, input: PayOrderInput) {
  assertNoViolations(findViolations(input));
  const order = await findOrderOfUser(app.db, caller.userId, input.orderId);
  if (!order) throw new DomainError(ErrorCode.OrderNotFound, 'Order not found');
  const country = CountryCode[order.countryCode];
  if (country !== input.country) {
    assertNoViolations([{ field: 'country', message: 'errors.field.invalid' }]);
  }
  assertPayable(order, country);
  const legalForm = LegalForm[order.legalForm];
  const product = getOrderProduct(country, legalForm, order.billingProducts);
  if (!product) throw new DomainError(ErrorCode.OrderNotPayable, 'The order has no product to pay');
  const locale: Locale = isLocale(input.locale) ? input.locale : getHomeArea(country).locale;
  return openCheckout(app, {
    orderId: order.id,
    purpose: 'order',
    product,
    locale,
    customerEmail: caller.email,
    async assertPayable(tx) {
      if ((await findOrderStatus(tx, order.id)) !== 'DRAFT') {
        throw new DomainError(ErrorCode.OrderNotPayable, 'Only a draft order can be paid');
      }
    },
    getReturnUrls: (tempAuth) =>
      getPaymentReturnUrls({ baseUrl: app.config.baseUrl, country, locale, tempAuth }),
    failureMessage: 'Error creating checkout session',
  });
}
