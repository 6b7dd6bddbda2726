import {
  DomainError,
  ErrorCode,
  getComplianceLegalForm,
  getHomeArea,
  isLocale,
  type ComplianceLegalForm,
  type CountryPrefix,
  type Locale,
} from '@foundly/domain';
import { CountryCode, LegalForm } from '@foundly/proto';
import type { AppContext } from '../../app-context.js';
import type { Executor } from '../../db/client.js';
import { isUuid, type Caller } from '../../rpc/caller.js';
import { isFeatureFlagOn } from '../feature-flags/index.js';
import { findOrderOfUser } from '../ownership/index.js';

/** The order a compliance call is about, checked. */
export interface ComplianceOrder {
  id: string;
  customerId: string;
  legalForm: ComplianceLegalForm;
  prefix: CountryPrefix;
  /** The language of the texts: the request's, else the country's. */
  locale: Locale;
}

/** The orders' countries the tool serves, by the area prefix the requests carry. */
const COMPLIANCE_COUNTRIES: Readonly<Record<string, CountryCode>> = {
  fr: CountryCode.FR,
  uk: CountryCode.UK,
};

/** Throws INVALID_ARGUMENT naming a malformed id field. */
export function assertUuid(value: string, field: string): void {
  if (!isUuid(value)) {
    throw new DomainError(ErrorCode.InvalidArgument, `Invalid ${field}`, [
      { field, message: 'errors.field.invalid' },
    ]);
  }
}

/**
 * The caller's order for a compliance call: well-formed ids, the order the
 * caller's (another customer's is ORDER_NOT_FOUND, its existence is not ours
 * to tell), the compliance_tool flag on, the request's country the order's
 * own, and a legal form the content covers.
 */
export async function requireComplianceOrder(
  app: AppContext,
  db: Executor,
  caller: Caller,
  request: { orderId: string; country: string; locale?: string },
): Promise<ComplianceOrder> {
  assertUuid(request.orderId, 'order_id');
  const country = COMPLIANCE_COUNTRIES[request.country];
  if (country === undefined) {
    throw new DomainError(ErrorCode.InvalidArgument, 'Unknown country', [
      { field: 'country', message: 'errors.field.invalid' },
    ]);
  }
  const order = await findOrderOfUser(db, caller.userId, request.orderId);
  if (!order) throw new DomainError(ErrorCode.OrderNotFound, 'Order not found');
  if (!(await isFeatureFlagOn(db, 'compliance_tool'))) {
    throw new DomainError(ErrorCode.ComplianceNotOffered, 'The compliance tool is off');
  }
  const orderCountry = CountryCode[order.countryCode];
  if (orderCountry !== country) {
    throw new DomainError(ErrorCode.InvalidArgument, 'The order is not of this country', [
      { field: 'country', message: 'errors.field.invalid' },
    ]);
  }
  const legalForm = getComplianceLegalForm(
    orderCountry,
    LegalForm[order.legalForm] ?? LegalForm.UNSPECIFIED,
  );
  if (!legalForm) {
    throw new DomainError(
      ErrorCode.ComplianceNotOffered,
      'No compliance content for this legal form',
    );
  }
  const area = getHomeArea(orderCountry);
  return {
    id: order.id,
    customerId: order.customerId,
    legalForm,
    prefix: area.prefix,
    locale: isLocale(request.locale) ? request.locale : area.locale,
  };
}
