import { assertNoViolations, type FieldViolation } from '@foundly/domain';

export const DEFAULT_SEARCH_LIMIT = 10;
export const MAX_SEARCH_LIMIT = 20;
export const MAX_QUERY_LENGTH = 100;

export interface SearchInput {
  query: string;
  limit: number;
}

/**
 * The trimmed query and the number of results of a search. An empty query is
 * refused rather than answered with everything; a limit of 0 means the
 * default and one above the maximum is lowered to it (as Google's AIP-158
 * does for page sizes), a negative one is refused.
 */
export function readSearchInput(input: SearchInput): SearchInput {
  const query = input.query.trim();
  const violations: FieldViolation[] = [];
  if (query === '') violations.push({ field: 'query', message: 'errors.field.required' });
  else if (query.length > MAX_QUERY_LENGTH) {
    violations.push({ field: 'query', message: 'errors.field.tooLong' });
  }
  if (input.limit < 0) violations.push({ field: 'limit', message: 'errors.field.invalid' });
  assertNoViolations(violations);
  return {
    query,
    limit: input.limit === 0 ? DEFAULT_SEARCH_LIMIT : Math.min(input.limit, MAX_SEARCH_LIMIT),
  };
}
