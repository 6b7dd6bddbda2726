import { describe, expect, it } from 'vitest';
import {
  getQueryForms,
  MatchRank,
  normaliseForSearch,
  rankMatch,
  selectBest,
  toSearchable,
} from './search-text.js';

describe('search text', () => {
  it.each([
    ['Saint-Étienne', 'saint etienne'],
    ["L'Haÿ-les-Roses", 'l hay les roses'],
    ['  ŒUVRES   d’art ', 'oeuvres d art'],
    ['Développement', 'developpement'],
  ])('%s reads as %s', (text, expected) => {
    expect(normaliseForSearch(text)).toBe(expected);
  });

  it('selectBest keeps the smallest items in order, the first found first among equals', () => {
    const items = [5, 1, 4, 1.5, 3, 2, 1];
    expect(selectBest(items, (a, b) => Math.floor(a) - Math.floor(b), 3)).toEqual([1, 1.5, 1]);
    expect(selectBest(items, (a, b) => a - b, 10)).toEqual([1, 1, 1.5, 2, 3, 4, 5]);
  });

  it('"st" and "ste" are also searched as "saint" and "sainte"', () => {
    const texts = (query: string) => getQueryForms(query).map((form) => form.text);
    expect(texts('St-Etienne')).toEqual(['st etienne', 'saint etienne']);
    expect(texts('Ste Maxime')).toEqual(['ste maxime', 'sainte maxime']);
    expect(texts('Stains')).toEqual(['stains']);
    expect(texts(' - ')).toEqual([]);
  });

  it.each([
    ['saint etienne', MatchRank.Exact],
    ['saint', MatchRank.Prefix],
    ['etienne saint', MatchRank.Words],
    ['etie', MatchRank.Words],
    ['tienne', MatchRank.Contains],
    ['paris', undefined],
  ])('"%s" matches Saint-Étienne with rank %s', (query, rank) => {
    expect(rankMatch(toSearchable('Saint-Étienne'), toSearchable(query))).toBe(rank);
  });
});
