import { describe, expect, it } from 'vitest';
import {
  DOCUMENTS_PAGE_SIZE,
  formatDateUtc,
  getDocumentTablePage,
  getRecentDocuments,
  groupDocumentsByType,
  searchDocuments,
  type DocumentTableState,
} from './document-list.js';

const doc = (id: string, fileName: string, type: string, createdAt: number, authority = '') => ({
  id,
  fileName,
  type,
  authority,
  createdAt: BigInt(createdAt),
});

const documents = [
  doc('1', 'Resguardo AEAT.pdf', 'resguardo', 100, 'aeat'),
  doc('2', 'Resolución de alta.pdf', 'resolucion_de_alta', 300, 'seguridad_social'),
  doc('3', 'dni-front.png', 'identity_front', 200),
  doc('4', 'Orden domiciliación.pdf', 'orden_de_domiciliacion_bancaria', 400, 'seguridad_social'),
];

const state: DocumentTableState = { query: '', authorities: [], sort: 'name-asc', page: 1 };

describe('searchDocuments', () => {
  it('matches ignoring case and accents', () => {
    expect(searchDocuments(documents, 'RESOLUCION').map((d) => d.id)).toEqual(['2']);
  });

  it('an empty query keeps everything', () => {
    expect(searchDocuments(documents, '  ')).toHaveLength(4);
  });
});

describe('getRecentDocuments', () => {
  it('keeps the 3 most recent, newest first', () => {
    expect(getRecentDocuments(documents).map((d) => d.id)).toEqual(['4', '2', '3']);
  });
});

describe('groupDocumentsByType', () => {
  it('groups by type, the group of the newest document first', () => {
    const groups = groupDocumentsByType([
      ...documents,
      doc('5', 'dni-back.png', 'identity_front', 500),
    ]);
    expect(groups[0]).toMatchObject({ type: 'identity_front' });
    expect(groups[0]!.documents.map((d) => d.id)).toEqual(['5', '3']);
  });
});

describe('getDocumentTablePage', () => {
  it('sorts by name ascending and descending', () => {
    expect(getDocumentTablePage(documents, state).rows.map((d) => d.id)).toEqual([
      '3',
      '4',
      '1',
      '2',
    ]);
    expect(
      getDocumentTablePage(documents, { ...state, sort: 'name-desc' }).rows.map((d) => d.id),
    ).toEqual(['2', '1', '4', '3']);
  });

  it('filters by authority', () => {
    expect(
      getDocumentTablePage(documents, { ...state, authorities: ['seguridad_social'] }).rows.map(
        (d) => d.id,
      ),
    ).toEqual(['4', '2']);
  });

  it('25 documents make 3 pages of 10, 10 and 5', () => {
    const many = Array.from({ length: 25 }, (_, index) =>
      doc(String(index), `Doc ${index + 1}.pdf`, 'resguardo', index),
    );
    const pages = [1, 2, 3].map((page) => getDocumentTablePage(many, { ...state, page }));
    expect(pages.map((result) => result.rows.length)).toEqual([
      DOCUMENTS_PAGE_SIZE,
      DOCUMENTS_PAGE_SIZE,
      5,
    ]);
    expect(pages[0]!.pageCount).toBe(3);
    expect(pages[0]!.rows[1]!.fileName).toBe('Doc 2.pdf');
  });

  it('a page beyond the last shows the last', () => {
    expect(getDocumentTablePage(documents, { ...state, page: 9 }).page).toBe(1);
  });
});

describe('formatDateUtc', () => {
  it('formats as dd/mm/yyyy in UTC', () => {
    expect(formatDateUtc(Date.UTC(2026, 0, 5, 23, 30) / 1000)).toBe('05/01/2026');
  });
});
