import {
  getCalendarDate,
  UK_TIME_ZONE,
  validateUkSections,
  type FieldViolation,
  type UkIncorporationAnswers,
} from '@foundly/domain';

/**
 * The UK rules in the browser, on the sections a step sends and the stored
 * ones they depend on, as of today in London. The SIC codes come from the
 * list's own search, so they are not looked up again here; the server does.
 */
export function checkUkSections(
  update: UkIncorporationAnswers,
  stored: UkIncorporationAnswers,
): FieldViolation[] {
  return validateUkSections(update, stored, {
    today: getCalendarDate(new Date(), UK_TIME_ZONE),
    isSicCode: () => true,
  });
}
