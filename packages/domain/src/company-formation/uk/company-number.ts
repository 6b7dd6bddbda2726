import type { FieldViolation } from '../../errors.js';
import { FIELD_MESSAGES } from '../../questionnaire/validation/messages.js';
import type { UkJurisdiction } from './jurisdiction.js';

/**
 * The company number Companies House gives on incorporation (Companies Act
 * 2006 s. 1066), as printed on the certificate: eight characters. A company
 * registered in England and Wales, or in Wales, has eight digits (leading
 * zeros included, e.g. 01234567); a Scottish one SC and six digits; one of
 * Northern Ireland NI and six digits. Other prefixes (OC, SO, NC for LLPs,
 * FC for overseas companies, R0 for Northern Irish companies of before 1922)
 * are not given to a new private limited company.
 */
const FORMAT: Record<UkJurisdiction, RegExp> = {
  england_and_wales: /^\d{8}$/,
  wales: /^\d{8}$/,
  scotland: /^SC\d{6}$/,
  northern_ireland: /^NI\d{6}$/,
};

/** A number as typed (any case, spaces anywhere) as Companies House prints it: "sc 123456" → "SC123456". */
export function normaliseUkCompanyNumber(text: string): string {
  return text.replace(/\s/g, '').toUpperCase();
}

/** Whether a normalised number is one Companies House gives a new company of the jurisdiction. */
export function isUkCompanyNumber(number: string, jurisdiction: UkJurisdiction): boolean {
  return FORMAT[jurisdiction].test(number);
}

/**
 * The company number an operator records on incorporation, checked against
 * the jurisdiction of the application: refused when empty or not of the
 * jurisdiction's form.
 */
export function checkUkCompanyNumber(
  text: string,
  jurisdiction: UkJurisdiction,
  field = 'company_number',
): FieldViolation[] {
  const number = normaliseUkCompanyNumber(text);
  if (number === '') return [{ field, message: FIELD_MESSAGES.required }];
  return isUkCompanyNumber(number, jurisdiction)
    ? []
    : [{ field, message: FIELD_MESSAGES.ukCompanyNumber }];
}
