import type { FieldViolation } from '../../errors.js';
import { FIELD_MESSAGES } from '../../questionnaire/validation/messages.js';
import type { UkJurisdiction } from './jurisdiction.js';

/**
 * The longest company name Companies House registers, ending and spaces
 * included (The Company, Limited Liability Partnership and Business (Names
 * and Trading Disclosures) Regulations 2015, reg. 2 and Schedule 1).
 */
export const UK_NAME_MAX_LENGTH = 160;

/** Companies Act 2006 s. 59(1): a private limited company's name ends with "limited" or "ltd.". */
const ENGLISH_ENDING = /(?:^|\s)(?:limited|ltd\.?)$/i;
/** s. 59(2): a Welsh company's name may end with "cyfyngedig" or "cyf." instead. */
const WELSH_ENDING = /(?:^|\s)(?:cyfyngedig|cyf\.?)$/i;

/**
 * A private limited company's name checked as Companies House does before
 * its sensitive words: it ends with "Limited" or "Ltd" (any case, with or
 * without the full stop), or, for a company registered in Wales, with
 * "Cyfyngedig" or "Cyf"; something comes before the ending; and it is 160
 * characters at most. Whether the name is free ("same as", s. 66) is
 * Companies House's to say.
 */
export function checkUkCompanyName(
  name: string,
  jurisdiction: UkJurisdiction,
  field = 'company_name',
): FieldViolation[] {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  if (trimmed.length > UK_NAME_MAX_LENGTH) return [{ field, message: FIELD_MESSAGES.tooLong }];
  const english = ENGLISH_ENDING.exec(trimmed);
  const welsh = WELSH_ENDING.exec(trimmed);
  if (welsh && !english && jurisdiction !== 'wales') {
    return [{ field, message: FIELD_MESSAGES.welshNameEnding }];
  }
  const ending = english ?? welsh;
  if (!ending) return [{ field, message: FIELD_MESSAGES.ukNameEnding }];
  const body = trimmed.slice(0, ending.index);
  return /[\p{L}\p{N}]/u.test(body) ? [] : [{ field, message: FIELD_MESSAGES.nameWithoutEnding }];
}
