import type { FieldViolation } from '../../errors.js';
import type { IsoDate } from '../validation/dates.js';
import { findViolations } from '../validation/violations.js';
import type { SpanishAnswers } from './answers.js';
import { spanishBusinessInformation } from './validation/business-information.js';
import { spanishPersonalInformation } from './validation/personal-information.js';

export {
  CERTIFICATE_PASSWORD_MAX_LENGTH,
  validateCertificatePassword,
} from './validation/certificate-password.js';
export { IBAN_MAX_TYPED_LENGTH, isSpanishIban, normaliseIban } from './validation/iban.js';
export {
  ACTIVITY_DESCRIPTION_MIN_LENGTH,
  getEarliestStartDate,
  HOUSING_DEDUCTION_MAX_PERCENTAGE,
  isHousingPercentage,
  START_DATE_GRACE_DAYS,
} from './validation/limits.js';
export {
  computeNussControl,
  getNussProblem,
  isValidNuss,
  normaliseNuss,
  NUSS_MAX_TYPED_LENGTH,
  type NussProblem,
} from './validation/nuss.js';
export { normaliseCadastralReference } from './validation/cadastral-reference.js';
export { normaliseSpanishAnswers } from './normalise-answers.js';

/**
 * Checks the fields present in an update of the Spanish questionnaire, as of
 * `today` (YYYY-MM-DD in Europe/Madrid), with one schema per section. Absent
 * fields are not checked; an empty text clears an optional field but is
 * `errors.field.required` for a field its step needs (the web sends whole
 * steps), and an enumeration sent as 0 (UNSPECIFIED) is required.
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
    ...findViolations('personal_information', update.spanishPersonalInformation, () =>
      spanishPersonalInformation(today),
    ),
    ...findViolations('business_information', update.businessInformation, () =>
      spanishBusinessInformation(today),
    ),
  ];
}
