import type { FieldViolation } from '../errors.js';
import type { InvoicingCountry } from './invoicing-country.js';
import { isSiren } from './siren.js';

export interface CompanyRegistrationInput {
  registrationNumber: string;
  vatNumber: string;
  register: string;
  shareCapital: bigint;
}

/** The longest register name printed ("RCS Villefranche-sur-Saône"…). */
const REGISTER_MAX_LENGTH = 100;

/**
 * Whether a French VAT number belongs to a SIREN: FR, a two-digit key, the
 * SIREN, the key being (12 + 3 × (SIREN mod 97)) mod 97 (CGI art. 286 ter;
 * the DGFiP's computation of the numéro de TVA intracommunautaire).
 */
export function isFrenchVatNumberOf(vatNumber: string, siren: string): boolean {
  const match = /^FR(\d{2})(\d{9})$/.exec(vatNumber);
  if (!match || match[2] !== siren) return false;
  return Number(match[1]) === (12 + 3 * (Number(siren) % 97)) % 97;
}

/**
 * What is wrong with a registration an operator records from the register
 * extract. France: a SIREN with its key, a VAT number (when the company has
 * one) made from that SIREN, the register (RCS city, RNE). UK: the company
 * number of Companies House (8 characters, digits or a two-letter prefix
 * such as SC), a GB VAT number of 9 or 12 digits (HMRC VAT Notice 700 §16.3).
 */
export function validateCompanyRegistration(
  country: InvoicingCountry,
  registration: CompanyRegistrationInput,
): FieldViolation[] {
  const violations: FieldViolation[] = [];
  const field = (name: string) => `registration.${name}`;
  const { registrationNumber, vatNumber, register, shareCapital } = registration;
  if (!registrationNumber) {
    violations.push({ field: field('registration_number'), message: 'errors.field.required' });
  } else if (
    country === 'FR' ? !isSiren(registrationNumber) : !/^[A-Z0-9]{8}$/.test(registrationNumber)
  ) {
    violations.push({ field: field('registration_number'), message: 'errors.field.invalid' });
  }
  if (
    vatNumber &&
    (country === 'FR'
      ? !isFrenchVatNumberOf(vatNumber, registrationNumber)
      : !/^GB(\d{9}|\d{12})$/.test(vatNumber))
  ) {
    violations.push({ field: field('vat_number'), message: 'errors.field.invalid' });
  }
  if (register.length > REGISTER_MAX_LENGTH) {
    violations.push({ field: field('register'), message: 'errors.field.tooLong' });
  }
  if (shareCapital < 0n) {
    violations.push({ field: field('share_capital'), message: 'errors.field.negativeAmount' });
  }
  return violations;
}
