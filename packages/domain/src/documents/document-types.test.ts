import { CountryCode, LegalForm } from '@foundly/proto';
import { describe, expect, it } from 'vitest';
import { ARTICLES_DOCUMENT_TYPE } from '../company-formation/uk/articles.js';
import {
  getDocumentTypeRule,
  listCustomerDocumentTypes,
  listDocumentAuthorities,
} from './document-types.js';

describe('the authorities of a Spanish founder’s documents', () => {
  it('are the formation’s for an SL or SA: AEAT, registries, bank and notary', () => {
    const company = [
      'aeat',
      'registro_mercantil_central',
      'banco',
      'notario',
      'registro_mercantil',
    ];
    expect(listDocumentAuthorities(LegalForm.SL)).toEqual(company);
    expect(listDocumentAuthorities(LegalForm.SA)).toEqual(company);
  });

  it('are the registration’s for an autónomo, without the registries, bank or notary', () => {
    expect(listDocumentAuthorities(LegalForm.AUTONOMO)).toEqual([
      'aeat',
      'seguridad_social',
      'mutua',
      'inss',
      'fnmt',
    ]);
  });
});

describe('the bespoke articles of a UK company', () => {
  it('are uploaded by a UK founder, as a PDF only', () => {
    expect(listCustomerDocumentTypes(CountryCode.UK)).toContain(ARTICLES_DOCUMENT_TYPE);
    expect(getDocumentTypeRule(ARTICLES_DOCUMENT_TYPE)?.formats).toEqual(['pdf']);
  });

  it('are not a French or Spanish founder’s to upload', () => {
    expect(listCustomerDocumentTypes(CountryCode.FR)).not.toContain(ARTICLES_DOCUMENT_TYPE);
    expect(listCustomerDocumentTypes(CountryCode.ES)).not.toContain(ARTICLES_DOCUMENT_TYPE);
  });
});
