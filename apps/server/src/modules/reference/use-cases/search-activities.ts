import { getNafIndex, type NafActivity } from '../naf-activities.js';
import { readSearchInput, type SearchInput } from './search-input.js';

/** NAF sub-classes whose label, everyday name or code matches the query, best first. */
export function searchActivities(input: SearchInput): NafActivity[] {
  const { query, limit } = readSearchInput(input);
  return getNafIndex().search(query, limit);
}
