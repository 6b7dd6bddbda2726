import type { FieldViolation } from '../../errors.js';
import type { IsoDate } from '../france/validation/dates.js';
import type { SpanishAnswers } from './answers.js';
import { validateSpanishBusinessInformation } from './validation/validate-business-information.js';
import { validateSpanishPersonalInformation } from './validation/validate-personal-information.js';

export {
  CERTIFICATE_PASSWORD_MAX_LENGTH,
  validateCertificatePassword,
} from './validation/certificate-password.js';
export { IBAN_MAX_TYPED_LENGTH, isSpanishIban, normaliseIban } from './validation/iban.js';
export {
  getDniLetter,
  isValidDni,
  isValidNie,
  normaliseIdNumber,
} from './validation/identity-number.js';
export {
  ACTIVITY_DESCRIPTION_MIN_LENGTH,
  getEarliestStartDate,
  HOUSING_DEDUCTION_MAX_PERCENTAGE,
  isHousingPercentage,
  SPANISH_TEXT_LIMITS,
  START_DATE_GRACE_DAYS,
} from './validation/limits.js';
export { SPANISH_FIELD_MESSAGES, type SpanishFieldMessage } from './validation/messages.js';
export {
  computeNussControl,
  getNussProblem,
  isValidNuss,
  normaliseNuss,
  NUSS_MAX_TYPED_LENGTH,
  type NussProblem,
} from './validation/nuss.js';
export { isSpanishPostalCode, normaliseSpanishPostalCode } from './validation/postal-code.js';
export { normaliseCadastralReference } from './validation/cadastral-reference.js';
export { normaliseSpanishAnswers } from './normalise-answers.js';
export { validateSpanishBusinessInformation, validateSpanishPersonalInformation };

/** The time zone of Spain's peninsular administrations: "today" for the rules is a day in Madrid. */
export const SPANISH_TIME_ZONE = 'Europe/Madrid';

/**
 * Checks the fields present in an update of the Spanish questionnaire, as of
 * `today` (YYYY-MM-DD in Europe/Madrid). Absent fields are not checked; an
 * empty text clears an optional field but is `errors.field.required` for a
 * field its step needs (the web sends whole steps), and an enumeration sent
 * as 0 (UNSPECIFIED) is required. A rule that depends on another answer
 * (the NUSS when the founder has one, the parents' names when not, the
 * previous activity, the mutual, the proof of another address) reads that
 * answer in the same update, since a step sends both.
 *
 * Violations name the field in snake_case from the request down, with a
 * translation key under `errors.field`. The personal section is named
 * `personal_information` (the field of UpdateQuestionnaireRequest, e.g.
 * `personal_information.address.postal_code`), although the stored answers
 * and the Questionnaire message call it spanish_personal_information; the
 * business one is `business_information` (e.g. `business_information.iban`).
 */
export function validateSpanishAnswers(update: SpanishAnswers, today: IsoDate): FieldViolation[] {
  return [
    ...validateSpanishPersonalInformation(update.spanishPersonalInformation, today),
    ...validateSpanishBusinessInformation(update.businessInformation, today),
  ];
}
