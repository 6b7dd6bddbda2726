import { assertNoViolations } from '@foundly/domain';
import { getNafIndex, type NafActivity } from '../naf-activities.js';

/** More codes than any questionnaire holds (three), with room for a list of favourites. */
export const MAX_ACTIVITY_CODES = 20;

/** The labels of activities already chosen, in the order asked; unknown codes are left out. */
export function getActivities(codes: readonly string[]): NafActivity[] {
  assertNoViolations(
    codes.length > MAX_ACTIVITY_CODES ? [{ field: 'codes', message: 'errors.field.invalid' }] : [],
  );
  const index = getNafIndex();
  return codes.flatMap((code) => index.get(code) ?? []);
}
