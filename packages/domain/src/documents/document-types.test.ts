import { LegalForm } from '@foundly/proto';
import { describe, expect, it } from 'vitest';
import { listDocumentAuthorities } from './document-types.js';

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
