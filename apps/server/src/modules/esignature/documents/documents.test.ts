import { VatRegime } from '@foundly/proto';
import { PDFDocument } from 'pdf-lib';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import type { OrderRow } from '../../order-records/index.js';
import { buildDocumentsToSign } from './build-documents-to-sign.js';
import { buildFrenchArticles } from './french-documents.js';
import { COMPLETE_UK_SECTIONS } from '../../../../test/uk-questionnaire.js';

const DATE = new Date('2026-03-15T12:00:00Z');

async function readText(bytes: Buffer): Promise<string> {
  await PDFDocument.load(bytes);
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}

const FRENCH_ANSWERS = {
  personalInformation: {
    fullName: { first: 'Ada', last: 'Lovelace' },
    address: {
      street1: '12 rue de la Roquette',
      postalCode: '75011',
      city: 'Paris',
      countryCode: 'FR',
    },
    dateOfBirth: '1985-12-10',
    nationality: 'FR',
    socialSecurityNumber: '2 85 12 33 063 045 85',
  },
  companyDetails: {
    companyName: 'Acme Conseil',
    isRegisteredAddressSameAsPersonalAddress: true,
    socialObject: 'Conseil en systèmes informatiques',
    activities: ['62.01Z'],
    companyDuration: 99,
    endOfFiscalYear: '31/12',
    vta: { regime: VatRegime.FRANCHISE },
    withholdingTax: true,
  },
  capitalDeposit: { paidUpCapital: 1000, numberOfShares: 100 },
};

function orderOf(countryCode: string, legalForm: string, questionnaire: object): OrderRow {
  return { countryCode, legalForm, companyName: 'Acme', questionnaire } as unknown as OrderRow;
}

describe('documents to sign', () => {
  it('a French SASU gets its articles in French with name, office, object, duration, capital, president and year end', async () => {
    const [document] = await buildDocumentsToSign(orderOf('FR', 'SASU', FRENCH_ANSWERS), DATE);
    expect(document).toMatchObject({ kind: 'articles', fileName: 'Statuts - Acme Conseil.pdf' });
    const text = await readText(document!.bytes);
    for (const expected of [
      'Statuts de la société Acme Conseil',
      'Société par actions simplifiée unipersonnelle',
      '12 rue de la Roquette, 75011 Paris',
      'Conseil en systèmes informatiques',
      '99 ans',
      '1 000,00 €',
      'Nombre d’actions : 100',
      'Président : Ada Lovelace',
      '31/12',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('an EURL names a manager (gérant) and parts sociales', async () => {
    const [document] = await buildDocumentsToSign(orderOf('FR', 'EURL', FRENCH_ANSWERS), DATE);
    const text = await readText(document!.bytes);
    expect(text).toContain('Gérant : Ada Lovelace');
    expect(text).toContain('parts sociales');
  });

  it('a micro-entreprise gets the declaration summary with NAF codes and fiscal options', async () => {
    const [document] = await buildDocumentsToSign(
      orderOf('FR', 'MICROENTERPRISE', FRENCH_ANSWERS),
      DATE,
    );
    expect(document!.kind).toBe('micro_declaration');
    const text = await readText(document!.bytes);
    for (const expected of [
      'Ada Lovelace',
      '62.01Z',
      'Franchise en base de TVA',
      'libératoire de l’impôt sur le revenu : Oui',
      '2 85 12 33 063 045 85',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('a UK company gets its memorandum with the statement of capital and the model articles', async () => {
    const [document] = await buildDocumentsToSign(
      orderOf('UK', 'LTD', { ukIncorporation: Object.assign({}, ...COMPLETE_UK_SECTIONS) }),
      DATE,
    );
    expect(document?.fileName).toBe('Memorandum and articles - Acme Widgets Ltd.pdf');
    const text = await readText(document!.bytes);
    for (const expected of [
      'Memorandum of association of Acme Widgets Ltd',
      'Private company limited by shares',
      'England and Wales',
      '62012',
      'Director : Alice Smith',
      'FT5-15ED-7JY5',
      'Ordinary shares : 100, aggregate nominal value £100.00, paid £100.00, unpaid £0.00',
      'model articles for private companies limited by shares',
      'Signed by the subscriber: Alice Smith',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('a Spanish founder gets the AEAT/TGSS mandate with NIF, address, IBAN and scope', async () => {
    const [document] = await buildDocumentsToSign(
      orderOf('ES', 'AUTONOMO', {
        spanishPersonalInformation: {
          fullName: 'María García López',
          idNumber: 'X1234567L',
          address: {
            streetName: 'Calle Mayor',
            streetNumber: '5',
            postalCode: '28013',
            city: 'Madrid',
          },
        },
        businessInformation: {
          iban: 'ES9121000418450200051332',
          activityDescription: 'Diseño web',
        },
      }),
      DATE,
    );
    expect(document).toMatchObject({
      kind: 'mandate_aeat_tgss',
      fileName: 'Mandato de representación.pdf',
    });
    const text = await readText(document!.bytes);
    for (const expected of [
      'Otorgamiento de representación',
      'María García López',
      'X1234567L',
      'Calle Mayor 5, 28013 Madrid',
      'ES91 2100 0418 4502 0005 1332',
      'modelo 036 o 037',
      'RETA',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('a Spanish SL gets the company-formation mandate, not the autónomo’s, with its names, office, purpose and capital', async () => {
    const [document] = await buildDocumentsToSign(
      orderOf('ES', 'SL', {
        spanishCompany: {
          names: { choices: ['Panadería Luna S.L.', 'Luna y Sol S.L.'] },
          registeredOffice: {
            streetName: 'Calle Mayor',
            streetNumber: '5',
            postalCode: '28013',
            city: 'Madrid',
            province: '28',
          },
          corporatePurpose: { description: 'Elaboración de pan', cnaeCodes: ['1071'] },
          shareCapital: { capital: 300_000, nominalValue: 100 },
          shareholders: {
            shareholders: [
              { kind: 1, name: 'María García López', idNumber: 'X1234567L', shares: 3000 },
            ],
          },
        },
      }),
      DATE,
    );
    expect(document).toMatchObject({
      kind: 'mandate_company_formation',
      fileName: 'Mandato de constitución.pdf',
    });
    const text = await readText(document!.bytes);
    for (const expected of [
      'sociedad de responsabilidad limitada (SL)',
      'Panadería Luna S.L. / Luna y Sol S.L.',
      'Calle Mayor, 5, 28013 Madrid, Madrid',
      'María García López (NIF / NIE X1234567L)',
      '1071',
      '3000,00 €',
      'certificación negativa',
      'Registro Mercantil',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('RETA');
  });

  it('an empty questionnaire prints blank lines instead of crashing', async () => {
    for (const [country, form] of [
      ['FR', 'SASU'],
      ['FR', 'MICROENTERPRISE'],
      ['UK', 'LTD'],
      ['ES', 'AUTONOMO'],
      ['ES', 'SA'],
    ] as const) {
      const [document] = await buildDocumentsToSign(orderOf(country, form, {}), DATE);
      expect(await readText(document!.bytes)).toContain('______');
    }
  });

  it('characters outside WinAnsi lose their accent (Ğ -> G) or become "?" (Ł, 山)', async () => {
    const bytes = await buildFrenchArticles({
      answers: { personalInformation: { fullName: { first: 'Ğülşen', last: 'Łukasz 山田' } } },
      companyName: 'Zoë & Co',
      legalForm: 'SASU',
      date: DATE,
    });
    const text = await readText(bytes);
    expect(text).toContain('Gülsen ?ukasz ??');
    expect(text).toContain('Zoë & Co');
  });
});
