import { create } from '@bufbuild/protobuf';
import { IdExtractedFieldsSchema } from '@foundly/proto';
import { describe, expect, it } from 'vitest';
import { toIdentityAnswers, toIsoDate } from './identity-readings.js';

const fields = (init: Parameters<typeof create<typeof IdExtractedFieldsSchema>>[1]) =>
  create(IdExtractedFieldsSchema, init);

describe('toIdentityAnswers', () => {
  it('is undefined when nothing was read', () => {
    expect(
      toIdentityAnswers([
        { documentType: 'identity_front', fields: undefined },
        { documentType: 'identity_back', fields: fields({}) },
      ]),
    ).toBeUndefined();
  });

  it('keeps a field read on either side, the back of a DNI (its MRZ) winning', () => {
    expect(
      toIdentityAnswers([
        {
          documentType: 'identity_front',
          fields: fields({ fullName: 'CARMEN ESPANOLA', placeOfBirth: ' MADRID ' }),
        },
        {
          documentType: 'identity_back',
          fields: fields({ fullName: 'CARMEN ESPAÑOLA ESPAÑOLA', idDocumentNumber: '99999999-r' }),
        },
      ]),
    ).toEqual({
      fullName: 'CARMEN ESPAÑOLA ESPAÑOLA',
      placeOfBirth: 'MADRID',
      idNumber: '99999999R',
    });
  });

  it.each([
    ['a DNI holder', 'identity_front', 'identity_back'],
    ['a TIE holder', 'identity_front', 'identity_back'],
    ['an EU citizen', 'identity_nie', 'identity_id_or_passport'],
  ])(
    '%s: the name is saved as printed when it is the MRZ name letter for letter',
    (_holder, printedSide, mrzSide) => {
      const answers = (printed: string) =>
        toIdentityAnswers([
          { documentType: printedSide, fields: fields({ fullName: printed }) },
          { documentType: mrzSide, fields: fields({ fullName: 'MARIA JOSE NUNEZ GARCIA' }) },
        ])?.fullName;
      expect(answers('MARÍA JOSÉ NÚÑEZ GARCÍA')).toBe('MARÍA JOSÉ NÚÑEZ GARCÍA');
      expect(answers('MARÍA JOSÉ NÚÑEZ GARCÍO')).toBe('MARIA JOSE NUNEZ GARCIA');
      expect(answers('NÚÑEZ GARCÍA MARÍA JOSÉ')).toBe('MARIA JOSE NUNEZ GARCIA');
      expect(answers('')).toBe('MARIA JOSE NUNEZ GARCIA');
    },
  );

  it('takes an EU citizen’s number from the NIE certificate and the rest from the passport', () => {
    expect(
      toIdentityAnswers([
        {
          documentType: 'identity_nie',
          fields: fields({ idDocumentNumber: 'X1234567L', fullName: 'ANNA' }),
        },
        {
          documentType: 'identity_id_or_passport',
          fields: fields({ idDocumentNumber: 'C01X00T47', fullName: 'ANNA MUSTERMANN' }),
        },
      ]),
    ).toEqual({ idNumber: 'X1234567L', fullName: 'ANNA MUSTERMANN' });
  });

  it('leaves out a nationality the country list does not know', () => {
    expect(
      toIdentityAnswers([
        { documentType: 'identity_back', fields: fields({ nationality: 'ESP', fullName: 'A' }) },
      ]),
    ).toEqual({ fullName: 'A' });
    expect(
      toIdentityAnswers([{ documentType: 'identity_back', fields: fields({ nationality: 'pt' }) }]),
    ).toEqual({ nationality: 'PT' });
  });
});

describe('toIsoDate', () => {
  it.each([
    ['1980-01-31', '1980-01-31'],
    ['31/01/1980', '1980-01-31'],
    ['31.01.1980', '1980-01-31'],
    ['31 01 1980', ''],
    ['', ''],
  ])('%j is %j', (typed, iso) => {
    expect(toIsoDate(typed)).toBe(iso);
  });
});
