import { CountryCode, LegalForm, OrderStatus } from '@foundly/proto';
import { describe, expect, it } from 'vitest';
import { getDocumentTypeRule, isDocumentTypeOf } from '../documents/document-types.js';
import { listMissingStepDocuments, listStepDocuments } from './step-documents.js';

const S = OrderStatus;
const sl = (status: OrderStatus) => ({ country: CountryCode.ES, legalForm: LegalForm.SL, status });

describe('the documents each step of an SL or SA produces', () => {
  it.each([
    [S.PROCESSING_NAME_CERTIFICATE, ['certificacion_negativa'], 'registro_mercantil_central'],
    [S.AWAITING_CD, ['certificado_deposito_capital'], 'banco'],
    [S.AWAITING_DEED, ['escritura_constitucion'], 'notario'],
    [S.PROCESSING_AEAT, ['nif_provisional'], 'aeat'],
    [S.PROCESSING_REGISTRY, ['escritura_inscrita'], 'registro_mercantil'],
    [S.COMPANY_FORMED, ['nif_definitivo', 'modelo_036'], 'aeat'],
  ])('%s produces %j, issued by %s', (status, types, authority) => {
    expect(listStepDocuments(sl(status))).toEqual(types);
    expect(listStepDocuments({ ...sl(status), legalForm: LegalForm.SA })).toEqual(types);
    for (const type of types) {
      expect(getDocumentTypeRule(type)).toMatchObject({ authority, uploadedBy: 'operator' });
    }
  });

  it('asks nothing of the review, the signature or a completed file', () => {
    for (const status of [S.PROCESSING_QUESTIONNAIRE, S.WAITING_ESIGNATURE, S.COMPLETED]) {
      expect(listStepDocuments(sl(status))).toEqual([]);
    }
  });

  it('asks nothing of an autónomo at the AEAT, nor of a French company', () => {
    expect(listStepDocuments({ ...sl(S.PROCESSING_AEAT), legalForm: LegalForm.AUTONOMO })).toEqual(
      [],
    );
    expect(
      listStepDocuments({
        country: CountryCode.FR,
        legalForm: LegalForm.SASU,
        status: S.AWAITING_CD,
      }),
    ).toEqual([]);
  });

  it('lacks the modelo 036 when only the definitive NIF is on the file', () => {
    expect(listMissingStepDocuments(sl(S.COMPANY_FORMED), S.COMPLETED, ['nif_definitivo'])).toEqual(
      ['modelo_036'],
    );
    expect(
      listMissingStepDocuments(sl(S.COMPANY_FORMED), S.COMPLETED, ['nif_definitivo', 'modelo_036']),
    ).toEqual([]);
  });

  it('lets a file be cancelled or declined without the step’s documents', () => {
    expect(listMissingStepDocuments(sl(S.AWAITING_DEED), S.CANCELED, [])).toEqual([]);
    expect(listMissingStepDocuments(sl(S.AWAITING_DEED), S.DECLINED, [])).toEqual([]);
    expect(listMissingStepDocuments(sl(S.AWAITING_DEED), S.PROCESSING_AEAT, [])).toEqual([
      'escritura_constitucion',
    ]);
  });

  it('keeps the company documents to SL and SA files', () => {
    expect(isDocumentTypeOf(CountryCode.ES, 'escritura_constitucion', LegalForm.SL)).toBe(true);
    expect(isDocumentTypeOf(CountryCode.ES, 'escritura_constitucion', LegalForm.SA)).toBe(true);
    expect(isDocumentTypeOf(CountryCode.ES, 'escritura_constitucion', LegalForm.AUTONOMO)).toBe(
      false,
    );
    expect(isDocumentTypeOf(CountryCode.ES, 'escritura_constitucion')).toBe(false);
    expect(isDocumentTypeOf(CountryCode.FR, 'escritura_constitucion', LegalForm.SL)).toBe(false);
    expect(isDocumentTypeOf(CountryCode.ES, 'resguardo', LegalForm.AUTONOMO)).toBe(true);
  });
});
