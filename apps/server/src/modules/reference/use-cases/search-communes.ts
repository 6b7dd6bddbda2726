import { getCommuneIndex, type Commune } from '../communes.js';
import { readSearchInput, type SearchInput } from './search-input.js';

/** Communes whose name matches the query, accents, case and "st" for "saint" ignored. */
export function searchCommunes(input: SearchInput): Commune[] {
  const { query, limit } = readSearchInput(input);
  return getCommuneIndex().search(query, limit);
}
