import {
  assertNoViolations,
  DEFAULT_SPANISH_PRODUCT,
  DomainError,
  ErrorCode,
  findInvalidMetadataKey,
  isLegalFormOf,
  isSpanishProduct,
  type FieldViolation,
} from '@foundly/domain';
import { CountryCode, LegalForm } from '@foundly/proto';
import type { AppContext } from '../../../app-context.js';
import type { Caller } from '../../../rpc/caller.js';
import { insertAccount } from '../../accounts/index.js';
import { recordAnalyticsEvent } from '../../analytics/index.js';
import { requireCustomer } from '../../customers/index.js';
import {
  findDraftOrder,
  insertOrder,
  lockCustomerOrders,
  toCountryCodeName,
  toLegalFormName,
} from '../../order-records/index.js';

export const COMPANY_NAME_MAX_LENGTH = 160;

export interface CreateOrderInput {
  email: string;
  countryCode: CountryCode;
  companyName: string;
  legalForm: LegalForm;
  metadata: Record<string, string>;
  billingProducts: string[];
}

function findViolations(input: CreateOrderInput): FieldViolation[] {
  const violations: FieldViolation[] = [];
  if (input.countryCode === CountryCode.UNSPECIFIED) {
    violations.push({ field: 'country_code', message: 'errors.field.required' });
  } else if (!isLegalFormOf(input.countryCode, input.legalForm)) {
    violations.push({ field: 'company_legal_form', message: 'errors.field.legalFormNotOffered' });
  }
  if (input.companyName.trim().length > COMPANY_NAME_MAX_LENGTH) {
    violations.push({ field: 'company_name', message: 'errors.field.tooLong' });
  }
  if (findInvalidMetadataKey(input.metadata) !== undefined) {
    violations.push({ field: 'metadata', message: 'errors.field.invalid' });
  }
  if (input.countryCode !== CountryCode.ES && input.billingProducts.length > 0) {
    violations.push({ field: 'billing_products', message: 'errors.field.invalid' });
  }
  if (input.billingProducts.some((product) => !isSpanishProduct(product))) {
    violations.push({ field: 'billing_products', message: 'errors.field.unknownProduct' });
  }
  return violations;
}

/**
 * Creates the account and its draft order. Calling it again for the same
 * country and legal form while the draft is unpaid returns that draft, so a
 * double click or a second tab creates one order.
 */
export async function createOrder(app: AppContext, caller: Caller, input: CreateOrderInput) {
  assertNoViolations(findViolations(input));
  if (input.email && input.email.trim().toLowerCase() !== caller.email.toLowerCase()) {
    throw new DomainError(ErrorCode.NotYours, 'The e-mail is not the signed-in user’s');
  }
  const country = toCountryCodeName(input.countryCode);
  const legalForm = toLegalFormName(input.legalForm);
  const billingProducts =
    input.countryCode === CountryCode.ES && input.billingProducts.length === 0
      ? [DEFAULT_SPANISH_PRODUCT]
      : input.billingProducts;

  return app.db.transaction(async (tx) => {
    const customer = await requireCustomer(tx, caller.userId);
    await lockCustomerOrders(tx, customer.id);
    const draft = await findDraftOrder(tx, customer.id, country, legalForm);
    if (draft) return draft;
    const now = app.clock.now();
    const accountId = await insertAccount(tx, {
      countryCode: country,
      userId: caller.userId,
      createdAt: now,
    });
    const order = await insertOrder(tx, {
      accountId,
      customerId: customer.id,
      countryCode: country,
      legalForm,
      companyName: input.companyName.trim(),
      status: 'DRAFT',
      billingProducts,
      metadata: input.metadata,
      createdAt: now,
      updatedAt: now,
    });
    await recordAnalyticsEvent(tx, {
      name: 'order_created',
      userId: caller.userId,
      properties: { country, legalForm },
    });
    return order;
  });
}
