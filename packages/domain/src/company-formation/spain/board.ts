import { LegalForm } from '@foundly/proto';
import type { FieldViolation } from '../../errors.js';
import { FIELD_MESSAGES } from '../../questionnaire/validation/messages.js';
import { hasReachedAgeOn, type IsoDate } from '../../questionnaire/validation/dates.js';
import { hasValidSpanishId, type SpanishParty } from './person-id.js';
import type { SpanishCompanyForm } from './spanish-company.js';

/**
 * How the company is run (art. 210.1 LSC): a sole director (administrador
 * único), several directors each able to act alone (solidarios), several
 * directors acting together (mancomunados), or a board of directors
 * (consejo de administración).
 */
export type BoardForm = 'sole_director' | 'joint_and_several' | 'joint' | 'board';

/** A director: a person, of age on the day of the deed, or a company (art. 212.1 LSC). */
export interface SpanishDirector extends SpanishParty {
  /** A person's date of birth (YYYY-MM-DD); a company has none. */
  dateOfBirth?: IsoDate;
}

/** A board has at least 3 members (art. 242.1 LSC); an SL's at most 12 (art. 242.2). */
export const BOARD_MINIMUM = 3;
export const SL_BOARD_MAXIMUM = 12;

/**
 * The age from which a person may be a director: a minor who is not
 * emancipated cannot (art. 213.1 LSC). Emancipated minors are left to the
 * formation team: the questionnaire asks for 18.
 */
export const DIRECTOR_MINIMUM_AGE = 18;

/** The violation of the number of directors for the form chosen, if any. */
function checkDirectorCount(
  form: SpanishCompanyForm,
  boardForm: BoardForm,
  count: number,
): FieldViolation | undefined {
  const field = 'directors';
  switch (boardForm) {
    case 'sole_director':
      return count === 1 ? undefined : { field, message: FIELD_MESSAGES.soleDirector };
    case 'joint_and_several':
      return count >= 2 ? undefined : { field, message: FIELD_MESSAGES.severalDirectors };
    case 'joint':
      // Art. 210.2: an SA's joint directors are two; more than two form a board.
      if (form === LegalForm.SA) {
        return count === 2 ? undefined : { field, message: FIELD_MESSAGES.saJointDirectors };
      }
      return count >= 2 ? undefined : { field, message: FIELD_MESSAGES.severalDirectors };
    case 'board':
      if (count < BOARD_MINIMUM) return { field, message: FIELD_MESSAGES.boardMinimum };
      return form === LegalForm.SL && count > SL_BOARD_MAXIMUM
        ? { field, message: FIELD_MESSAGES.slBoardMaximum }
        : undefined;
  }
}

/**
 * The directors of an SL or SA checked against the form of administration
 * chosen (arts. 210 and 242 LSC), each named by a valid DNI, NIE or NIF, and
 * each person of age on `deedDate` (art. 213.1). A director need not be a
 * shareholder (art. 212.2).
 */
export function checkDirectors(
  form: SpanishCompanyForm,
  boardForm: BoardForm,
  directors: readonly SpanishDirector[],
  deedDate: IsoDate,
): FieldViolation[] {
  const countViolation = checkDirectorCount(form, boardForm, directors.length);
  const violations: FieldViolation[] = countViolation ? [countViolation] : [];
  directors.forEach((director, index) => {
    const field = `directors.${index}`;
    if (!hasValidSpanishId(director)) {
      violations.push({ field: `${field}.id_number`, message: FIELD_MESSAGES.nifOrNie });
    }
    if (
      director.kind === 'person' &&
      !hasReachedAgeOn(director.dateOfBirth ?? '', DIRECTOR_MINIMUM_AGE, deedDate)
    ) {
      violations.push({ field: `${field}.date_of_birth`, message: FIELD_MESSAGES.directorAdult });
    }
  });
  return violations;
}
