import {
  getQueryForms,
  MatchRank,
  rankBest,
  selectBest,
  toSearchable,
  type SearchableText,
} from './search-text.js';

/** A class of an official classification of activities: its code (digits only) and its official title. */
export interface ActivityClass {
  code: string;
  label: string;
}

/** The lookups and the search of one classification, built once from its data. */
export interface ActivityIndex {
  /** The classification and its version, as the data names it. */
  readonly version: string;
  readonly size: number;
  /** Whether the code (typed with or without dots and spaces) is a class of the list. */
  has(code: string): boolean;
  get(code: string): ActivityClass | undefined;
  /** The classes whose title, everyday name or code matches the query, best first. */
  search(query: string, limit: number): ActivityClass[];
}

interface IndexedClass extends ActivityClass {
  texts: readonly SearchableText[];
}

/** A code as stored: its digits only, so that 62.01, 62 01 and 6201 are one code. */
export function toActivityCode(text: string): string {
  return text.replace(/[\s.]/g, '');
}

/** A query that starts with a digit is a code, typed with or without its dot. */
function rankCode(code: string, query: string): MatchRank | undefined {
  if (code === query) return MatchRank.Exact;
  return code.startsWith(query) ? MatchRank.Prefix : undefined;
}

/**
 * Reads a list of one class a line ("6201 Actividades de programación
 * informática") into its index, searched as the French NAF search is: a
 * code by its first digits, a title (or an everyday word from `keywords`)
 * exactly, by its start, by the start of each of its words, then anywhere.
 */
export function buildActivityIndex(
  version: string,
  lines: string,
  keywords: Readonly<Record<string, readonly string[]>> = {},
): ActivityIndex {
  const classes: IndexedClass[] = lines.split('\n').map((line) => {
    const space = line.indexOf(' ');
    const code = line.slice(0, space);
    const label = line.slice(space + 1);
    return { code, label, texts: [label, ...(keywords[code] ?? [])].map(toSearchable) };
  });
  const byCode = new Map(classes.map((entry) => [entry.code, entry]));
  const publicOf = ({ code, label }: IndexedClass): ActivityClass => ({ code, label });

  return {
    version,
    size: classes.length,
    has: (code) => byCode.has(toActivityCode(code)),
    get(code) {
      const entry = byCode.get(toActivityCode(code));
      return entry && publicOf(entry);
    },
    search(query, limit) {
      const forms = getQueryForms(query);
      if (forms.length === 0 || limit <= 0) return [];
      const code = toActivityCode(query.trim());
      const byDigits = /^\d+$/.test(code);
      const matches: { entry: IndexedClass; rank: MatchRank }[] = [];
      for (const entry of classes) {
        const rank = byDigits ? rankCode(entry.code, code) : rankBest(entry.texts, forms);
        if (rank !== undefined) matches.push({ entry, rank });
      }
      // The classes are listed by code, so among equal ranks the first found comes first.
      return selectBest(matches, (a, b) => a.rank - b.rank, limit).map(({ entry }) =>
        publicOf(entry),
      );
    },
  };
}
