import { createRequire } from 'node:module';
import {
  getQueryForms,
  rankBest,
  selectBest,
  toSearchable,
  type MatchRank,
  type SearchableText,
} from '@foundly/domain';

/** A commune as the découpage administratif (Etalab, from INSEE's code officiel géographique) lists it. */
export interface CommuneRecord {
  code: string;
  nom: string;
  type: 'commune-actuelle' | 'commune-deleguee' | 'commune-associee' | 'arrondissement-municipal';
  departement: string;
  codesPostaux?: string[];
  population?: number;
  /** Codes the commune had before a merger or a change of department. */
  anciensCodes?: string[];
  /** The current commune a delegated or associated one belongs to. */
  chefLieu?: string;
  /** The commune a municipal arrondissement belongs to. */
  commune?: string;
}

export interface Commune {
  /** The INSEE code, e.g. 69123. */
  code: string;
  name: string;
  departmentCode: string;
  postalCodes: readonly string[];
}

interface IndexedCommune extends Commune {
  population: number;
  current: boolean;
  searchable: SearchableText;
}

export interface CommuneIndex {
  /** A current or former INSEE code, as a place of birth may have. */
  isCode(code: string): boolean;
  isPostalCode(postalCode: string): boolean;
  /** Communes by name, best first: exact, then prefix, words, contains; larger first. */
  search(query: string, limit: number): Commune[];
  /** The communes a postal code serves, larger first. */
  listByPostalCode(postalCode: string): Commune[];
  readonly size: number;
}

const publicOf = ({ code, name, departmentCode, postalCodes }: IndexedCommune): Commune => ({
  code,
  name,
  departmentCode,
  postalCodes,
});

/** Larger communes first (Paris before its arrondissements), current before former ones. */
const byImportance = (a: IndexedCommune, b: IndexedCommune) =>
  b.population - a.population ||
  Number(b.current) - Number(a.current) ||
  compareText(a.searchable.text, b.searchable.text);

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Builds the indexes of the communes: every INSEE code (current, delegated,
 * associated, municipal arrondissements and former codes), every postal code,
 * and the normalised names searched. A delegated or associated commune with
 * no postal code of its own is given those of the commune it belongs to.
 */
export function buildCommuneIndex(records: readonly CommuneRecord[]): CommuneIndex {
  const postalCodesOf = new Map<string, readonly string[]>();
  for (const record of records) {
    if (record.type === 'commune-actuelle')
      postalCodesOf.set(record.code, record.codesPostaux ?? []);
  }
  const codes = new Set<string>();
  const byPostalCode = new Map<string, IndexedCommune[]>();
  const communes = records.map((record): IndexedCommune => {
    codes.add(record.code);
    for (const former of record.anciensCodes ?? []) codes.add(former);
    const parent = record.chefLieu ?? record.commune;
    const commune: IndexedCommune = {
      code: record.code,
      name: record.nom,
      departmentCode: record.departement,
      postalCodes: record.codesPostaux?.length
        ? record.codesPostaux
        : (postalCodesOf.get(parent ?? '') ?? []),
      population: record.population ?? 0,
      current: record.type === 'commune-actuelle',
      searchable: toSearchable(record.nom),
    };
    for (const postalCode of record.codesPostaux ?? []) {
      const served = byPostalCode.get(postalCode) ?? [];
      served.push(commune);
      byPostalCode.set(postalCode, served);
    }
    return commune;
  });
  for (const served of byPostalCode.values()) served.sort(byImportance);

  return {
    size: communes.length,
    isCode: (code) => codes.has(code),
    isPostalCode: (postalCode) => byPostalCode.has(postalCode),
    listByPostalCode: (postalCode) => (byPostalCode.get(postalCode) ?? []).map(publicOf),
    search(query, limit) {
      const forms = getQueryForms(query);
      const matches: { commune: IndexedCommune; rank: MatchRank }[] = [];
      for (const commune of communes) {
        const rank = rankBest([commune.searchable], forms);
        if (rank !== undefined) matches.push({ commune, rank });
      }
      return selectBest(
        matches,
        (a, b) => a.rank - b.rank || byImportance(a.commune, b.commune),
        limit,
      ).map(({ commune }) => publicOf(commune));
    },
  };
}

let index: CommuneIndex | undefined;

/**
 * The communes index, read on first use from @etalab/decoupage-administratif
 * (8 MB of JSON, about 0.1 s): the raw records are dropped once indexed.
 */
export function getCommuneIndex(): CommuneIndex {
  if (!index) {
    const require = createRequire(import.meta.url);
    index = buildCommuneIndex(
      require('@etalab/decoupage-administratif/data/communes.json') as CommuneRecord[],
    );
  }
  return index;
}
