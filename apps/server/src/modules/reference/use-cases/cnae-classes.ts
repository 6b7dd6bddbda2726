import { assertNoViolations, loadCnae2009Index, type ActivityClass } from '@foundly/domain';
import { MAX_ACTIVITY_CODES } from './get-activities.js';
import { readSearchInput, type SearchInput } from './search-input.js';

/** CNAE-2009 classes whose title, everyday name or code matches the query, best first. */
export async function searchCnaeClasses(input: SearchInput): Promise<ActivityClass[]> {
  const { query, limit } = readSearchInput(input);
  return (await loadCnae2009Index()).search(query, limit);
}

/** The titles of CNAE-2009 classes already chosen, in the order asked; unknown codes are left out. */
export async function getCnaeClasses(codes: readonly string[]): Promise<ActivityClass[]> {
  assertNoViolations(
    codes.length > MAX_ACTIVITY_CODES ? [{ field: 'codes', message: 'errors.field.invalid' }] : [],
  );
  const index = await loadCnae2009Index();
  return codes.flatMap((code) => index.get(code) ?? []);
}
