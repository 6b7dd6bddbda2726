import type { FieldViolation } from '../../errors.js';
import { hasReachedAgeOn, type IsoDate } from '../../questionnaire/validation/dates.js';
import { FIELD_MESSAGES } from '../../questionnaire/validation/messages.js';

/** A director of a UK company: a person with a date of birth, or a company (a corporate director). */
export type UkDirector = { kind: 'person'; dateOfBirth: IsoDate } | { kind: 'corporate' };

/** Companies Act 2006 s. 157(1): no one is appointed a director before their 16th birthday. */
export const UK_DIRECTOR_MINIMUM_AGE = 16;

/**
 * The directors of a private company checked on the day of incorporation: at
 * least one (s. 154(1)), at least one of them a natural person (s. 155(1)),
 * each person 16 or older that day (s. 157; an appointment before is void).
 */
export function checkUkDirectors(
  directors: readonly UkDirector[],
  incorporationDate: IsoDate,
): FieldViolation[] {
  if (directors.length === 0) {
    return [{ field: 'directors', message: FIELD_MESSAGES.directorRequired }];
  }
  const violations: FieldViolation[] = [];
  if (!directors.some((director) => director.kind === 'person')) {
    violations.push({ field: 'directors', message: FIELD_MESSAGES.naturalPersonDirector });
  }
  directors.forEach((director, index) => {
    if (
      director.kind === 'person' &&
      !hasReachedAgeOn(director.dateOfBirth, UK_DIRECTOR_MINIMUM_AGE, incorporationDate)
    ) {
      violations.push({
        field: `directors.${index}.date_of_birth`,
        message: FIELD_MESSAGES.directorAge16,
      });
    }
  });
  return violations;
}
