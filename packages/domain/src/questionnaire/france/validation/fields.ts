import type { BirthDetails, FullName, PhoneNumber, PostalAddress } from '../answers.js';
import type { ValidationContext } from './context.js';
import { isCountryCode } from '../../../countries.js';
import { EARLIEST_BIRTH_DATE, isAdultOn, isIsoDate, type IsoDate } from './dates.js';
import { FIELD_MESSAGES, type FieldMessage } from './messages.js';
import { getPhoneNumberProblem, isPhoneCountry, type PhoneMetadata } from './phone.js';
import {
  isForeignPostalCodeFormat,
  isFrenchPostalCodeFormat,
  normaliseFrenchPostalCode,
} from './postal-code.js';
import { checkName, checkText, TEXT_LIMITS } from './text.js';
import type { ViolationList } from './violations.js';

/** France, the only country a French company can have its registered office in. */
const FRANCE = 'FR';

/** A code from a list (country, nationality): empty is `required` or a clearing. */
export function checkCountry(value: string | undefined, required = true) {
  if (value === undefined) return undefined;
  if (value === '') return required ? FIELD_MESSAGES.required : undefined;
  return isCountryCode(value) ? undefined : FIELD_MESSAGES.invalid;
}

/**
 * A date of the update: a real calendar date, not after `latest` when given
 * (a document's date cannot be in the future).
 */
export function checkDate(
  value: string | undefined,
  rule: { required: boolean; latest?: IsoDate },
): FieldMessage | undefined {
  if (value === undefined) return undefined;
  if (value === '') return rule.required ? FIELD_MESSAGES.required : undefined;
  if (!isIsoDate(value)) return FIELD_MESSAGES.date;
  if (rule.latest !== undefined && value > rule.latest) return FIELD_MESSAGES.futureDate;
  return undefined;
}

/** First and last names are required, the middle name may be cleared. */
export function validateFullName(
  list: ViolationList,
  name: FullName | undefined,
  required = true,
): void {
  if (!name) return;
  list.add('first', checkName(name.first, required));
  list.add('middle', checkName(name.middle, false));
  list.add('last', checkName(name.last, required));
}

/** The country of an address; a company's registered office can only be in France. */
function checkAddressCountry(value: string | undefined, companyAddress: boolean) {
  const message = checkCountry(value);
  if (message !== undefined || value === undefined) return message;
  return companyAddress && value !== FRANCE ? FIELD_MESSAGES.companyInFrance : undefined;
}

function checkFrenchPostalCode(postalCode: string, context: ValidationContext) {
  return isFrenchPostalCodeFormat(postalCode) &&
    context.reference.isFrenchPostalCode(normaliseFrenchPostalCode(postalCode))
    ? undefined
    : FIELD_MESSAGES.postalCode;
}

/**
 * A postal address. Its postal code is read in its country, which the update
 * must then carry too: a French one is five digits that exist in France. A
 * company's address has no other country than France, so a missing country
 * means France there.
 */
export function validateAddress(
  list: ViolationList,
  address: PostalAddress | undefined,
  context: ValidationContext,
  { companyAddress }: { companyAddress: boolean },
): void {
  if (!address) return;
  list.add('street1', checkText(address.street1, { required: true, max: TEXT_LIMITS.street }));
  list.add('street2', checkText(address.street2, { required: false, max: TEXT_LIMITS.street }));
  list.add('city', checkText(address.city, { required: true, max: TEXT_LIMITS.city }));
  const countryMessage = checkAddressCountry(address.countryCode, companyAddress);
  list.add('country_code', countryMessage);
  const postalCode = address.postalCode?.trim();
  if (postalCode === undefined || countryMessage !== undefined) return;
  const country = address.countryCode ?? (companyAddress ? FRANCE : undefined);
  if (postalCode === '') {
    list.add('postal_code', FIELD_MESSAGES.required);
  } else if (country === undefined) {
    list.add('country_code', FIELD_MESSAGES.required);
  } else if (country === FRANCE) {
    list.add('postal_code', checkFrenchPostalCode(postalCode, context));
  } else if (!isForeignPostalCodeFormat(postalCode)) {
    list.add('postal_code', FIELD_MESSAGES.postalCode);
  }
}

function checkPhoneCode(code: string | undefined, metadata: PhoneMetadata) {
  if (code === undefined) return undefined;
  if (code === '') return FIELD_MESSAGES.required;
  return isPhoneCountry(code, metadata) ? undefined : FIELD_MESSAGES.invalid;
}

function checkPhoneNumber(number: string, code: string, metadata: PhoneMetadata) {
  const problem = getPhoneNumberProblem(number, code, metadata);
  if (problem === 'invalid') return FIELD_MESSAGES.phone;
  return problem === 'notContactNumber' ? FIELD_MESSAGES.phoneKind : undefined;
}

/**
 * A phone number is read with its country, so an update that has one has
 * both. It is the number of a person (the founder, or the company they are
 * reached through): a mobile, fixed or VoIP line, which only the full
 * numbering plans can tell.
 */
export function validatePhone(
  list: ViolationList,
  phone: PhoneNumber | undefined,
  context: ValidationContext,
): void {
  if (!phone) return;
  const { code, number } = phone;
  const metadata = context.reference.phoneMetadata;
  const codeMessage = checkPhoneCode(code, metadata);
  list.add('code', codeMessage);
  if (number === undefined || codeMessage !== undefined) return;
  if (number.trim() === '') list.add('number', FIELD_MESSAGES.required);
  else if (code === undefined) list.add('code', FIELD_MESSAGES.required);
  else list.add('number', checkPhoneNumber(number, code, metadata));
}

/**
 * Date and place of birth and nationality, of the founder or their spouse.
 * Born in France, the place is the INSEE code of the commune; born abroad,
 * the city is written out.
 */
export function validateBirthDetails(
  list: ViolationList,
  birth: BirthDetails,
  context: ValidationContext,
  { founder }: { founder: boolean },
): void {
  list.add('date_of_birth', checkDateOfBirth(birth.dateOfBirth, context.today, founder));
  list.add('birth_country', checkCountry(birth.birthCountry));
  list.add('nationality', checkCountry(birth.nationality));
  const bornInFrance = birth.birthCountry === FRANCE;
  const bornAbroad = birth.birthCountry !== undefined && !bornInFrance;
  const place = birth.birthPlace?.trim();
  if (place === '') {
    list.add('birth_place', bornInFrance ? FIELD_MESSAGES.required : undefined);
  } else if (place !== undefined && !context.reference.isCommuneCode(place)) {
    list.add('birth_place', FIELD_MESSAGES.commune);
  }
  list.add(
    'birth_city',
    checkText(birth.birthCity, { required: bornAbroad, max: TEXT_LIMITS.city }),
  );
  const postalCode = birth.birthPostalCode?.trim();
  if (postalCode) {
    const valid = bornInFrance
      ? checkFrenchPostalCode(postalCode, context) === undefined
      : isForeignPostalCodeFormat(postalCode);
    list.add('birth_postal_code', valid ? undefined : FIELD_MESSAGES.postalCode);
  }
}

/**
 * The founder must be of age on the day they answer; their spouse's date of
 * birth must simply be past. Dates before 1900 are typing mistakes.
 */
function checkDateOfBirth(
  value: string | undefined,
  today: IsoDate,
  founder: boolean,
): FieldMessage | undefined {
  const message = checkDate(value, { required: true });
  if (message !== undefined || value === undefined) return message;
  if (value < EARLIEST_BIRTH_DATE) return FIELD_MESSAGES.date;
  if (founder) return isAdultOn(value, today) ? undefined : FIELD_MESSAGES.adult;
  return value < today ? undefined : FIELD_MESSAGES.futureDate;
}
