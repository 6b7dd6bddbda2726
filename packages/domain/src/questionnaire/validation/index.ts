export { FIELD_MESSAGES, type FieldMessage } from './messages.js';
export { TEXT_LIMITS } from './text-limits.js';
export { isPersonName } from './person-name.js';
export { isEmailAddress } from './email.js';
export {
  hasReachedAgeOn,
  isAdultOn,
  isDayOfYear,
  isIsoDate,
  subtractMonths,
  type IsoDate,
} from './dates.js';
export {
  isForeignPostalCodeFormat,
  isFrenchPostalCodeFormat,
  isSpanishPostalCode,
  isUkPostcode,
  normaliseForeignPostalCode,
  normaliseFrenchPostalCode,
  normaliseSpanishPostalCode,
  normaliseUkPostcode,
} from './postal-codes.js';
export {
  formatPhoneNumberNationally,
  getPhoneNumberProblem,
  isPhoneCountry,
  isPhoneNumberOf,
  normalisePhoneNumber,
  SMALL_PHONE_METADATA,
  type PhoneMetadata,
  type PhoneNumberProblem,
} from './phone.js';
