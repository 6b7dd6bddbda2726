import { CommercialDocumentKind, OperationNature } from '@foundly/proto';
import { isValidIBAN } from 'ibantools';
import { toElectronicIban } from '../banking/iban-format.js';
import { isCountryCode } from '../countries.js';
import type { FieldViolation } from '../errors.js';
import { isEmailAddress } from '../questionnaire/validation/email.js';
import { isIsoDate } from '../questionnaire/validation/dates.js';
import type { DocumentAddress, DocumentContent } from './document-content.js';
import { DOCUMENT_LIMITS } from './document-limits.js';
import { QUANTITY_DECIMALS, RATE_DECIMALS } from './document-totals.js';
import { DOCUMENT_LANGUAGES } from './invoicing-country.js';
import { toScaledInteger } from './scaled-number.js';

/** The message keys of a document's field violations, translated by the web app. */
export const DOCUMENT_FIELD_MESSAGES = {
  required: 'errors.field.required',
  invalid: 'errors.field.invalid',
  tooLong: 'errors.field.tooLong',
  email: 'errors.field.email',
  iban: 'invoicing.form.errors.iban',
  date: 'invoicing.form.errors.date',
  dueBeforeInvoice: 'invoicing.form.errors.dueBeforeInvoice',
  percent: 'invoicing.form.errors.percent',
  amount: 'invoicing.form.errors.amount',
  quantity: 'invoicing.form.errors.quantity',
  negativeOnlyOnCreditNote: 'invoicing.form.errors.negativeOnlyOnCreditNote',
  tooManyLines: 'invoicing.form.errors.tooManyLines',
  logoType: 'invoicing.form.errors.logoType',
  logoSize: 'invoicing.form.errors.logoSize',
} as const;

const M = DOCUMENT_FIELD_MESSAGES;
const KINDS = new Set<CommercialDocumentKind>([
  CommercialDocumentKind.QUOTE,
  CommercialDocumentKind.INVOICE,
  CommercialDocumentKind.CREDIT_NOTE,
]);
const NATURES = new Set<OperationNature>(Object.values(OperationNature) as OperationNature[]);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const IDENTIFIER = /^[A-Za-z0-9 .\-/]*$/;
/** Control characters have no place in a printed document (tab and line feed aside, in notes). */
const hasControlCharacter = (value: string) =>
  [...value].some((character) => {
    const code = character.charCodeAt(0);
    return (code < 0x20 && code !== 0x09 && code !== 0x0a) || code === 0x7f;
  });

/** A rate as a fraction from 0 to 1 with at most four decimals (a hundredth of a percent). */
export function isDocumentRate(value: number): boolean {
  const steps = toScaledInteger(value, RATE_DECIMALS);
  return steps !== undefined && steps >= 0n && steps <= 10n ** BigInt(RATE_DECIMALS);
}

function checkText(
  violations: FieldViolation[],
  field: string,
  value: string,
  limit: number,
  options: { multiline?: boolean } = {},
) {
  if (value.length > limit) violations.push({ field, message: M.tooLong });
  else if (hasControlCharacter(value) || (!options.multiline && /[\n\t]/.test(value))) {
    violations.push({ field, message: M.invalid });
  }
}

function checkDate(violations: FieldViolation[], field: string, value: string) {
  if (value && !isIsoDate(value)) violations.push({ field, message: M.date });
}

function checkAddress(violations: FieldViolation[], prefix: string, address: DocumentAddress) {
  checkText(violations, `${prefix}.street1`, address.street1 ?? '', DOCUMENT_LIMITS.street);
  checkText(violations, `${prefix}.street2`, address.street2 ?? '', DOCUMENT_LIMITS.street);
  checkText(
    violations,
    `${prefix}.postal_code`,
    address.postalCode ?? '',
    DOCUMENT_LIMITS.postalCode,
  );
  checkText(violations, `${prefix}.city`, address.city ?? '', DOCUMENT_LIMITS.city);
  if (address.countryCode && !isCountryCode(address.countryCode)) {
    violations.push({ field: `${prefix}.country_code`, message: M.invalid });
  }
}

function checkCustomer(violations: FieldViolation[], customer: DocumentContent['customer']) {
  if (!customer) return;
  const prefix = 'content.customer';
  if (customer.id && !UUID.test(customer.id)) {
    violations.push({ field: `${prefix}.id`, message: M.invalid });
  }
  checkText(violations, `${prefix}.company_name`, customer.companyName, DOCUMENT_LIMITS.name);
  if (customer.address) checkAddress(violations, `${prefix}.address`, customer.address);
  if (customer.email && !isEmailAddress(customer.email)) {
    violations.push({ field: `${prefix}.email`, message: M.email });
  }
  for (const [field, value, limit] of [
    ['registration_number', customer.registrationNumber, DOCUMENT_LIMITS.registrationNumber],
    ['vat_number', customer.vatNumber, DOCUMENT_LIMITS.vatNumber],
  ] as const) {
    if (value.length > limit) violations.push({ field: `${prefix}.${field}`, message: M.tooLong });
    else if (!IDENTIFIER.test(value)) {
      violations.push({ field: `${prefix}.${field}`, message: M.invalid });
    }
  }
}

function checkLines(violations: FieldViolation[], content: DocumentContent) {
  if (content.lineItems.length > DOCUMENT_LIMITS.lineItems) {
    violations.push({ field: 'content.line_items', message: M.tooManyLines });
    return;
  }
  const negativeAllowed = content.kind === CommercialDocumentKind.CREDIT_NOTE;
  content.lineItems.forEach((line, index) => {
    const prefix = `content.line_items[${index}]`;
    checkText(violations, `${prefix}.description`, line.description, DOCUMENT_LIMITS.description);
    const quantity = toScaledInteger(line.quantity, QUANTITY_DECIMALS);
    if (
      quantity === undefined ||
      quantity === 0n ||
      Math.abs(line.quantity) > DOCUMENT_LIMITS.quantity
    ) {
      violations.push({ field: `${prefix}.quantity`, message: M.quantity });
    } else if (quantity < 0n && !negativeAllowed) {
      violations.push({ field: `${prefix}.quantity`, message: M.negativeOnlyOnCreditNote });
    }
    if (line.unitPrice < 0n || line.unitPrice > DOCUMENT_LIMITS.unitPrice) {
      violations.push({ field: `${prefix}.unit_price`, message: M.amount });
    }
    if (!isDocumentRate(line.discountRate)) {
      violations.push({ field: `${prefix}.discount_rate`, message: M.percent });
    }
    if (line.taxRate !== undefined && !isDocumentRate(line.taxRate)) {
      violations.push({ field: `${prefix}.tax_rate`, message: M.percent });
    }
  });
}

/**
 * What is wrong with a document's content as written, field by field (paths
 * of the request, `content.line_items[2].quantity`): the checks a draft must
 * pass to be saved at all. What only issuing requires (the mandatory
 * mentions) is `findIssueProblems`'s.
 *
 * - Dates are real calendar dates, YYYY-MM-DD; a due date is sent only with
 *   `has_due_date` and is not before the document's date (Code de commerce
 *   L441-10: the payment term runs from the invoice date).
 * - Quantities have at most three decimals and are not 0; they are negative
 *   only on a credit note, which cancels amounts of an invoice (CGI art. 289,
 *   I-1: a "document rectificatif"; a quote or invoice with negative lines
 *   would hide a credit note).
 * - Rates (discount, VAT, late-payment penalty) are fractions from 0 to 1
 *   (0 % to 100 %) with at most four decimals.
 * - The IBAN, when given, passes ISO 13616's check digits (ibantools).
 * - Texts are bounded (DOCUMENT_LIMITS) and printable.
 */
export function validateDocumentContent(content: DocumentContent): FieldViolation[] {
  const violations: FieldViolation[] = [];
  if (!KINDS.has(content.kind)) violations.push({ field: 'content.kind', message: M.invalid });
  if (!content.invoiceDate) {
    violations.push({ field: 'content.invoice_date', message: M.required });
  } else checkDate(violations, 'content.invoice_date', content.invoiceDate);
  if (content.hasDueDate) {
    if (!content.dueDate) violations.push({ field: 'content.due_date', message: M.required });
    else if (!isIsoDate(content.dueDate)) {
      violations.push({ field: 'content.due_date', message: M.date });
    } else if (isIsoDate(content.invoiceDate) && content.dueDate < content.invoiceDate) {
      violations.push({ field: 'content.due_date', message: M.dueBeforeInvoice });
    }
  } else if (content.dueDate) {
    violations.push({ field: 'content.due_date', message: M.invalid });
  }
  checkDate(violations, 'content.supply_date', content.supplyDate);
  checkCustomer(violations, content.customer);
  const iban = toElectronicIban(content.iban);
  if (content.iban && !isValidIBAN(iban)) {
    violations.push({ field: 'content.iban', message: M.iban });
  }
  if (!isDocumentRate(content.delayedInterestRate)) {
    violations.push({ field: 'content.delayed_interest_rate', message: M.percent });
  }
  if (!isDocumentRate(content.taxRate)) {
    violations.push({ field: 'content.tax_rate', message: M.percent });
  }
  checkLines(violations, content);
  if (content.language && !DOCUMENT_LANGUAGES.includes(content.language)) {
    violations.push({ field: 'content.language', message: M.invalid });
  }
  if (!NATURES.has(content.operationNature)) {
    violations.push({ field: 'content.operation_nature', message: M.invalid });
  }
  checkText(violations, 'content.notes', content.notes, DOCUMENT_LIMITS.notes, {
    multiline: true,
  });
  return violations;
}
