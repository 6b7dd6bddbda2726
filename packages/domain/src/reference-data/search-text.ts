/**
 * Text as searched: lower-case, without accents or ligatures, hyphens,
 * apostrophes and other signs turned into single spaces. "Saint-Étienne",
 * "saint etienne" and "SAINT ETIENNE" read the same.
 */
export function normaliseForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replaceAll('œ', 'oe')
    .replaceAll('æ', 'ae')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The abbreviations of place names French people type: St-Denis, Ste-Maxime. */
const ABBREVIATIONS: Readonly<Record<string, string>> = { st: 'saint', ste: 'sainte' };

/** The normalised query with its abbreviations written out, or undefined when it has none. */
export function expandAbbreviations(normalised: string): string | undefined {
  const words = normalised.split(' ');
  if (!words.some((word) => word in ABBREVIATIONS)) return undefined;
  return words.map((word) => ABBREVIATIONS[word] ?? word).join(' ');
}

/** How well a text matches a query; the lower, the better. */
export const MatchRank = {
  Exact: 0,
  Prefix: 1,
  /** Every word of the query starts a word of the text, in any order. */
  Words: 2,
  Contains: 3,
} as const;
export type MatchRank = (typeof MatchRank)[keyof typeof MatchRank];

/** A text prepared once for searching. */
export interface SearchableText {
  text: string;
  words: readonly string[];
}

export function toSearchable(text: string): SearchableText {
  const normalised = normaliseForSearch(text);
  return { text: normalised, words: normalised.split(' ') };
}

/** How `candidate` matches `query` (both prepared), undefined when it does not. */
export function rankMatch(candidate: SearchableText, query: SearchableText): MatchRank | undefined {
  if (candidate.text === query.text) return MatchRank.Exact;
  if (candidate.text.startsWith(query.text)) return MatchRank.Prefix;
  if (query.words.every((word) => candidate.words.some((own) => own.startsWith(word)))) {
    return MatchRank.Words;
  }
  return candidate.text.includes(query.text) ? MatchRank.Contains : undefined;
}

/** The best rank of any of a candidate's texts for any form of a query, undefined when none matches. */
export function rankBest(
  texts: readonly SearchableText[],
  queries: readonly SearchableText[],
): MatchRank | undefined {
  let best: MatchRank | undefined;
  for (const text of texts) {
    for (const query of queries) {
      const rank = rankMatch(text, query);
      if (rank !== undefined && (best === undefined || rank < best)) best = rank;
    }
  }
  return best;
}

/** The forms a query is searched in: as typed (normalised), and with abbreviations written out. */
export function getQueryForms(query: string): SearchableText[] {
  const normalised = normaliseForSearch(query);
  if (normalised === '') return [];
  const expanded = expandAbbreviations(normalised);
  return (expanded ? [normalised, expanded] : [normalised]).map((text) => ({
    text,
    words: text.split(' '),
  }));
}

/**
 * The `limit` smallest items by `compare`, in order, without sorting them
 * all: a one-letter query matches most of the 37 000 communes.
 */
export function selectBest<T>(
  items: Iterable<T>,
  compare: (a: T, b: T) => number,
  limit: number,
): T[] {
  const best: T[] = [];
  for (const item of items) {
    if (best.length === limit && compare(item, best[limit - 1]!) >= 0) continue;
    let low = 0;
    let high = best.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (compare(best[middle]!, item) <= 0) low = middle + 1;
      else high = middle;
    }
    best.splice(low, 0, item);
    if (best.length > limit) best.pop();
  }
  return best;
}
