import type { Authority } from './document-types.js';

/** What the document screens need of a document. */
export interface ListedDocument {
  id: string;
  fileName: string;
  type: string;
  authority: string;
  createdAt: bigint;
}

/** Documents whose file name contains the query, ignoring case and accents. */
export function searchDocuments<T extends ListedDocument>(
  documents: readonly T[],
  query: string,
): T[] {
  const needle = normalise(query.trim());
  if (!needle) return [...documents];
  return documents.filter((document) => normalise(document.fileName).includes(needle));
}

function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** The most recent documents first (spec 01 §9: the list shows 3). */
export function getRecentDocuments<T extends ListedDocument>(
  documents: readonly T[],
  count = 3,
): T[] {
  return [...documents].sort((a, b) => Number(b.createdAt - a.createdAt)).slice(0, count);
}

/** Documents grouped by type, each group newest first, groups in order of their newest document. */
export function groupDocumentsByType<T extends ListedDocument>(
  documents: readonly T[],
): { type: string; documents: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const document of getRecentDocuments(documents, documents.length)) {
    const group = groups.get(document.type) ?? [];
    group.push(document);
    groups.set(document.type, group);
  }
  return [...groups].map(([type, grouped]) => ({ type, documents: grouped }));
}

export interface DocumentTableState {
  query: string;
  authorities: readonly Authority[];
  sort: 'name-asc' | 'name-desc' | 'date-desc';
  page: number;
}

/** Rows on a page of the Spanish documents table (spec 02 §9). */
export const DOCUMENTS_PAGE_SIZE = 10;

/**
 * The Spanish documents table: search by name, filter by authority, sort by
 * name or date, then one page of 10. A page beyond the last shows the last.
 */
export function getDocumentTablePage<T extends ListedDocument>(
  documents: readonly T[],
  state: DocumentTableState,
) {
  const filtered = searchDocuments(documents, state.query).filter(
    (document) =>
      state.authorities.length === 0 || state.authorities.includes(document.authority as Authority),
  );
  const sorted = [...filtered].sort((a, b) => {
    if (state.sort === 'date-desc') return Number(b.createdAt - a.createdAt);
    const byName = a.fileName.localeCompare(b.fileName, 'es', {
      sensitivity: 'base',
      numeric: true,
    });
    return state.sort === 'name-asc' ? byName : -byName;
  });
  const pageCount = Math.max(1, Math.ceil(sorted.length / DOCUMENTS_PAGE_SIZE));
  const page = Math.min(Math.max(1, state.page), pageCount);
  return {
    rows: sorted.slice((page - 1) * DOCUMENTS_PAGE_SIZE, page * DOCUMENTS_PAGE_SIZE),
    page,
    pageCount,
    total: sorted.length,
  };
}

/** Formats a date as dd/mm/yyyy in UTC (spec 02 §9). */
export function formatDateUtc(secondsSinceEpoch: bigint | number): string {
  const date = new Date(Number(secondsSinceEpoch) * 1000);
  const day = String(date.getUTCDate()).padStart(2, '0');
  const month = String(date.getUTCMonth() + 1).padStart(2, '0');
  return `${day}/${month}/${date.getUTCFullYear()}`;
}
