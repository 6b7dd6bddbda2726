import {
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
  type CountryCode,
  type MetadataJson,
  type NumberType,
  type PhoneNumber,
} from 'libphonenumber-js/core';
import smallMetadata from 'libphonenumber-js/min/metadata';

/**
 * The numbering plans phone numbers are read with. The small one (which
 * clients bundle) knows each country's lengths and leading digits, so it
 * accepts numbers of unallocated blocks and cannot tell a freephone number
 * from a mobile one; the full one (`libphonenumber-js/max/metadata`, which
 * the server passes) knows the allocated ranges and the type of each.
 */
export type PhoneMetadata = MetadataJson;

/** The small numbering plans: formats only. */
export const SMALL_PHONE_METADATA: PhoneMetadata = smallMetadata;

/**
 * The kinds of number a person answers at: mobile, fixed line, and VoIP
 * (France's 09 numbers are the fixed lines of internet boxes). Freephone,
 * shared-cost and premium-rate numbers, personal and universal access
 * numbers, pagers and voicemail reach a service, not the founder.
 */
const CONTACT_NUMBER_TYPES: ReadonlySet<NumberType> = new Set<NumberType>([
  'MOBILE',
  'FIXED_LINE',
  'FIXED_LINE_OR_MOBILE',
  'VOIP',
]);

/** Why a phone number is refused: not a number of the country, or not a person's line. */
export type PhoneNumberProblem = 'invalid' | 'notContactNumber';

/** Whether numbers of this ISO 3166-1 alpha-2 country can be read (FR, BE, …). */
export function isPhoneCountry(
  code: string,
  metadata: PhoneMetadata = SMALL_PHONE_METADATA,
): boolean {
  return isSupportedCountry(code as CountryCode, metadata);
}

function parseNumberOf(
  number: string,
  code: string,
  metadata: PhoneMetadata,
): PhoneNumber | undefined {
  const country = code as CountryCode;
  if (!isSupportedCountry(country, metadata)) return undefined;
  const parsed = parsePhoneNumberFromString(number, country, metadata);
  return parsed?.isValid() && parsed.countryCallingCode === getCountryCallingCode(country, metadata)
    ? parsed
    : undefined;
}

/**
 * What is wrong with `number` as the phone number of a person in the country
 * `code`, undefined when nothing is. The number is written nationally (06 12
 * 34 56 78) or internationally (+33 6 12 34 56 78); an international number
 * must carry the country's calling code: +32 … is not a French number, while
 * +590 … fits Guadeloupe, Saint-Barthélemy and Saint-Martin, which share it.
 * With the full numbering plans, the number must also be allocated and be a
 * mobile, fixed or VoIP line; the small ones cannot tell, so a client's check
 * is of the format only and the server decides.
 */
export function getPhoneNumberProblem(
  number: string,
  code: string,
  metadata: PhoneMetadata = SMALL_PHONE_METADATA,
): PhoneNumberProblem | undefined {
  const parsed = parseNumberOf(number, code, metadata);
  if (!parsed) return 'invalid';
  const type = parsed.getType();
  return type === undefined || CONTACT_NUMBER_TYPES.has(type) ? undefined : 'notContactNumber';
}

/** Whether `number` is a phone number a person of the country `code` can be reached at. */
export function isPhoneNumberOf(
  number: string,
  code: string,
  metadata: PhoneMetadata = SMALL_PHONE_METADATA,
): boolean {
  return getPhoneNumberProblem(number, code, metadata) === undefined;
}

/**
 * A phone number in its E.164 form (06 12 34 56 78 in France → +33612345678),
 * the form a signing partner's text messages and the registries' forms take.
 * A number that cannot be read in the country is returned trimmed.
 */
export function normalisePhoneNumber(number: string, code: string): string {
  return parseNumberOf(number, code, SMALL_PHONE_METADATA)?.number ?? number.trim();
}

/**
 * A stored phone number as its country writes it at home (+33612345678 →
 * 06 12 34 56 78), for a field the founder corrects. A number that cannot be
 * read in the country is returned as it is.
 */
export function formatPhoneNumberNationally(number: string, code: string): string {
  return parseNumberOf(number, code, SMALL_PHONE_METADATA)?.formatNational() ?? number;
}
