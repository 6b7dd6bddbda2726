import type { FieldViolation } from '../errors.js';
import {
  isFrenchPostalCodeFormat,
  isUkPostcode,
  normaliseFrenchPostalCode,
  normaliseUkPostcode,
} from '../questionnaire/validation/postal-codes.js';
import { TEXT_LIMITS } from '../questionnaire/validation/text-limits.js';
import type { InvoicingCountry } from './invoicing-country.js';
import { isSiren } from './siren.js';

/** The registered office as the register gives it; every part empty when none is recorded. */
export interface RegisteredOffice {
  street1: string;
  street2: string;
  postalCode: string;
  city: string;
  /** ISO 3166-1 alpha-2: FR, GB. */
  countryCode: string;
}

export interface CompanyRegistrationInput {
  registrationNumber: string;
  vatNumber: string;
  register: string;
  shareCapital: bigint;
  registeredOffice: RegisteredOffice;
}

/** Where a company of each country has its registered office (ISO 3166-1). */
const OFFICE_COUNTRIES: Record<InvoicingCountry, string> = { FR: 'FR', UK: 'GB', ES: 'ES' };

/** The registered office as typed, trimmed, its postcode and country written the register's way. */
export function normaliseRegisteredOffice(
  country: InvoicingCountry,
  office: RegisteredOffice,
): RegisteredOffice {
  const postalCode = office.postalCode.trim();
  return {
    street1: office.street1.trim(),
    street2: office.street2.trim(),
    postalCode:
      country === 'FR' ? normaliseFrenchPostalCode(postalCode) : normaliseUkPostcode(postalCode),
    city: office.city.trim(),
    countryCode: office.countryCode.trim().toUpperCase(),
  };
}

/** Whether a registered office was given at all: an empty one means none is recorded. */
export function hasRegisteredOffice(office: RegisteredOffice): boolean {
  return Object.values(office).some((part) => part.trim() !== '');
}

/**
 * What is wrong with a registered office, when one is given: a street, a
 * postcode of the company's country (five digits in France; a UK postcode
 * as Royal Mail allocates them), a city, and the country itself, since a
 * French company's siège social is in France and a UK company's registered
 * office in the UK (Companies Act 2006, s. 9 and s. 86).
 */
function registeredOfficeViolations(
  country: InvoicingCountry,
  office: RegisteredOffice,
): FieldViolation[] {
  if (!hasRegisteredOffice(office)) return [];
  const violations: FieldViolation[] = [];
  const field = (name: string) => `registration.registered_office.${name}`;
  const text = (name: string, value: string, limit: number, required: boolean) => {
    if (required && !value.trim()) {
      violations.push({ field: field(name), message: 'errors.field.required' });
    } else if (value.trim().length > limit) {
      violations.push({ field: field(name), message: 'errors.field.tooLong' });
    }
  };
  text('street1', office.street1, TEXT_LIMITS.street, true);
  text('street2', office.street2, TEXT_LIMITS.street, false);
  if (!office.postalCode.trim()) {
    violations.push({ field: field('postal_code'), message: 'errors.field.required' });
  } else if (
    country === 'FR'
      ? !isFrenchPostalCodeFormat(office.postalCode)
      : !isUkPostcode(office.postalCode)
  ) {
    violations.push({ field: field('postal_code'), message: 'errors.field.postalCode' });
  }
  text('city', office.city, TEXT_LIMITS.city, true);
  if (!office.countryCode.trim()) {
    violations.push({ field: field('country_code'), message: 'errors.field.required' });
  } else if (office.countryCode.trim().toUpperCase() !== OFFICE_COUNTRIES[country]) {
    violations.push({
      field: field('country_code'),
      message: country === 'FR' ? 'errors.field.companyInFrance' : 'errors.field.companyInUk',
    });
  }
  return violations;
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
 * Both: the registered office, when given (see `registeredOfficeViolations`).
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
  violations.push(...registeredOfficeViolations(country, registration.registeredOffice));
  return violations;
}
