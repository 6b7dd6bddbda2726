import { createRequire } from 'node:module';
import { NAF_KEYWORDS } from './naf-keywords.js';
import {
  getQueryForms,
  MatchRank,
  rankBest,
  selectBest,
  toSearchable,
  type SearchableText,
} from '@foundly/domain';

/** A NAF rev. 2 sub-class: the level a company registers its activity at. */
export interface NafActivity {
  code: string;
  label: string;
}

interface IndexedActivity extends NafActivity {
  /** The code without its dot, lower-case: 6201z. */
  searchCode: string;
  texts: readonly SearchableText[];
}

/** The lists and lookups built from @socialgouv/codes-naf (INSEE's NAF rev. 2, 2008). */
export interface NafIndex {
  has(code: string): boolean;
  get(code: string): NafActivity | undefined;
  search(query: string, limit: number): NafActivity[];
  readonly size: number;
}

/** Sections, divisions, groups and classes are listed too; only sub-classes (62.01Z) are kept. */
const SUB_CLASS = /^\d{2}\.\d{2}[A-Z]$/;

const toSearchCode = (text: string) => text.replace(/[^\dA-Za-z]/g, '').toLowerCase();

/** A query that starts with a digit is a code, typed with or without its dot: 62.01, 6201z. */
function rankCode(searchCode: string, query: string): MatchRank | undefined {
  if (searchCode === query) return MatchRank.Exact;
  return searchCode.startsWith(query) ? MatchRank.Prefix : undefined;
}

/** Builds the index of the 732 NAF sub-classes. */
export function buildNafIndex(entries: readonly { id: string; label: string }[]): NafIndex {
  const activities: IndexedActivity[] = entries
    .filter((entry) => SUB_CLASS.test(entry.id))
    .map(({ id, label }) => ({
      code: id,
      label,
      searchCode: toSearchCode(id),
      texts: [label, ...(NAF_KEYWORDS[id] ?? [])].map(toSearchable),
    }));
  const byCode = new Map(activities.map((activity) => [activity.code, activity]));
  const publicOf = ({ code, label }: IndexedActivity): NafActivity => ({ code, label });

  return {
    size: activities.length,
    has: (code) => byCode.has(code),
    get(code) {
      const activity = byCode.get(code);
      return activity && publicOf(activity);
    },
    search(query, limit) {
      const forms = getQueryForms(query);
      if (forms.length === 0) return [];
      const code = toSearchCode(query);
      const rankOf = (activity: IndexedActivity) =>
        /^\d/.test(code) ? rankCode(activity.searchCode, code) : rankBest(activity.texts, forms);
      const matches: { activity: IndexedActivity; rank: MatchRank }[] = [];
      for (const activity of activities) {
        const rank = rankOf(activity);
        if (rank !== undefined) matches.push({ activity, rank });
      }
      // Activities are listed by code, so among equal ranks the first found comes first.
      return selectBest(matches, (a, b) => a.rank - b.rank, limit).map(({ activity }) =>
        publicOf(activity),
      );
    },
  };
}

let index: NafIndex | undefined;

/** The NAF index, read from the package's JSON on first use (about 150 kB). */
export function getNafIndex(): NafIndex {
  if (!index) {
    const require = createRequire(import.meta.url);
    index = buildNafIndex(
      require('@socialgouv/codes-naf/index.json') as { id: string; label: string }[],
    );
  }
  return index;
}
