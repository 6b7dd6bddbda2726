import type { FieldViolation } from '../../errors.js';
import type { IsoDate } from '../validation/dates.js';
import type { UkIncorporationAnswers, UkSectionName } from './answers.js';
import {
  checkActivity,
  checkArticlesSection,
  checkCompany,
  checkDirectors,
  checkOffice,
  checkShareCapital,
  checkSignificantControl,
  toJurisdiction,
} from './validation/sections.js';

export { UK_MAX_SIC_CODES, toJurisdiction } from './validation/sections.js';

export interface UkCheckOptions {
  /** Today in London (YYYY-MM-DD): the earliest day of incorporation, when directors must be 16. */
  today: IsoDate;
  /** Whether a code is in the UK SIC 2007 list; the server loads it, the form searches it. */
  isSicCode: (code: string) => boolean;
}

/**
 * The violations of one section, read with the other sections it depends on
 * (`answers` holds them): the office's postcode against the jurisdiction, the
 * persons with significant control against the statement of capital.
 */
export function checkUkSection(
  name: UkSectionName,
  answers: UkIncorporationAnswers,
  options: UkCheckOptions,
): FieldViolation[] {
  switch (name) {
    case 'company':
      return checkCompany(answers.company ?? {});
    case 'registeredOffice':
      return checkOffice(
        answers.registeredOffice ?? {},
        toJurisdiction(answers.company?.jurisdiction),
      );
    case 'activity':
      return checkActivity(answers.activity ?? {}, options.isSicCode);
    case 'directors':
      return checkDirectors(answers.directors ?? {}, options.today);
    case 'shareCapital':
      return checkShareCapital(answers.shareCapital ?? {});
    case 'significantControl':
      return checkSignificantControl(
        answers.significantControl ?? {},
        answers.shareCapital,
        options.today,
      );
    case 'articles':
      return checkArticlesSection(answers.articles ?? {});
  }
}

/**
 * Checks the sections of an update, each whole, with the stored sections
 * they depend on. A section sent replaces the stored one, so a section is
 * checked as it will be kept; a section that another depends on (the
 * jurisdiction, the capital) may change without the dependent one being
 * refused: that step shows as incomplete again and the founder is sent back
 * to it.
 */
export function validateUkSections(
  update: UkIncorporationAnswers,
  stored: UkIncorporationAnswers,
  options: UkCheckOptions,
): FieldViolation[] {
  const merged = { ...stored, ...update };
  return (Object.keys(update) as UkSectionName[]).flatMap((name) =>
    checkUkSection(name, merged, options),
  );
}
