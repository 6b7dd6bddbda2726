import { CommercialDocumentKind, OperationNature } from '@foundly/proto';
import { describe, expect, it } from 'vitest';
import {
  getLegalMentions,
  type LegalMentionCode,
  type LegalMentionsInput,
  type LegalMentionsSeller,
} from './legal-mentions.js';

const SASU: LegalMentionsSeller = {
  companyName: 'Atelier Lumière',
  legalForm: 'SASU',
  registrationNumber: '123456789',
  vatNumber: 'FR40123456789',
  shareCapital: 100_000n,
  register: 'Paris',
  vatExempt: false,
};

const MICRO: LegalMentionsSeller = {
  companyName: 'Jeanne Martin',
  legalForm: 'EI',
  registrationNumber: '987654321',
  vatNumber: '',
  shareCapital: 0n,
  register: 'RNE',
  vatExempt: true,
};

const UK_LTD: LegalMentionsSeller = {
  companyName: 'Bright Ideas Ltd',
  legalForm: 'Private company limited by shares',
  registrationNumber: '12345678',
  vatNumber: 'GB123456789',
  shareCapital: 100n,
  register: '',
  vatExempt: false,
};

function french(overrides: Partial<LegalMentionsInput> = {}): LegalMentionsInput {
  return {
    country: 'FR',
    kind: CommercialDocumentKind.INVOICE,
    language: 'fr-fr',
    currency: 'EUR',
    seller: SASU,
    customerIsBusiness: true,
    delayedInterestRate: 0.12,
    invoiceDate: '2026-03-02',
    supplyDate: '',
    sourceDocumentNumber: '',
    operationNature: OperationNature.SERVICES,
    ...overrides,
  };
}

function british(overrides: Partial<LegalMentionsInput> = {}): LegalMentionsInput {
  return french({
    country: 'UK',
    language: 'en-gb',
    currency: 'GBP',
    seller: UK_LTD,
    ...overrides,
  });
}

function codes(input: LegalMentionsInput): LegalMentionCode[] {
  return getLegalMentions(input).map((mention) => mention.code);
}

function textOf(input: LegalMentionsInput, code: LegalMentionCode): string | undefined {
  return getLegalMentions(input).find((mention) => mention.code === code)?.text;
}

describe('French legal mentions', () => {
  it('a SASU prints its form, share capital, SIREN and RCS city (R123-237, R123-238)', () => {
    expect(textOf(french(), 'seller-identity')).toBe(
      'Atelier Lumière, SASU au capital de 1\u202f000,00\u00a0€ – SIREN 123 456 789 RCS Paris',
    );
  });

  it('prints RCS once when the register was recorded as the extract names it, "RCS Paris"', () => {
    expect(
      textOf(french({ seller: { ...SASU, register: 'RCS Paris' } }), 'seller-identity'),
    ).toMatch(/SIREN 123 456 789 RCS Paris$/);
  });

  it('a micro-entrepreneur adds EI to the name and, registered at the RNE only, no RCS', () => {
    expect(textOf(french({ seller: MICRO }), 'seller-identity')).toBe(
      'Jeanne Martin EI – SIREN 987 654 321',
    );
    expect(
      textOf(
        french({ seller: { ...MICRO, legalForm: 'Entrepreneur individuel' } }),
        'seller-identity',
      ),
    ).toBe('Jeanne Martin EI – SIREN 987 654 321');
  });

  it('a company whose share capital is not recorded yet prints its form alone', () => {
    expect(textOf(french({ seller: { ...SASU, shareCapital: 0n } }), 'seller-identity')).toBe(
      'Atelier Lumière, SASU – SIREN 123 456 789 RCS Paris',
    );
  });

  it('the VAT franchise prints the statutory wording (art. 293 B du CGI)', () => {
    expect(textOf(french({ seller: MICRO }), 'vat-franchise')).toBe(
      'TVA non applicable, art. 293 B du CGI',
    );
    expect(codes(french())).not.toContain('vat-franchise');
  });

  it('the franchise wording stays in French beside its translation', () => {
    expect(textOf(french({ seller: MICRO, language: 'en-gb' }), 'vat-franchise')).toContain(
      '(TVA non applicable, art. 293 B du CGI)',
    );
    expect(textOf(french({ seller: MICRO, language: 'es-es' }), 'vat-franchise')).toContain(
      '(TVA non applicable, art. 293 B du CGI)',
    );
  });

  it('a B2B invoice prints the penalty rate, the 40 € recovery fee and no early-payment discount (L441-9, L441-10)', () => {
    const mentions = getLegalMentions(french());
    expect(mentions.map((mention) => mention.code)).toEqual([
      'seller-identity',
      'operation-nature',
      'late-payment-penalty',
      'recovery-fee',
      'early-payment-discount',
    ]);
    expect(textOf(french(), 'late-payment-penalty')).toContain('12\u00a0% par an');
    expect(textOf(french(), 'recovery-fee')).toBe(
      'Indemnité forfaitaire pour frais de recouvrement en cas de retard de paiement : 40,00\u00a0€ (art. L441-10 et D441-5 du Code de commerce)',
    );
    expect(mentions.find((mention) => mention.code === 'recovery-fee')?.source).toContain('D441-5');
  });

  it('a penalty rate of 0 prints the statutory default (ECB rate plus 10 points)', () => {
    expect(textOf(french({ delayedInterestRate: 0 }), 'late-payment-penalty')).toContain(
      'BCE majoré de 10 points',
    );
  });

  it('a B2C invoice has no penalty, recovery fee or discount mention', () => {
    expect(codes(french({ customerIsBusiness: false }))).toEqual([
      'seller-identity',
      'operation-nature',
    ]);
  });

  it('a quote carries neither payment terms nor the nature of the operation', () => {
    expect(codes(french({ kind: CommercialDocumentKind.QUOTE }))).toEqual(['seller-identity']);
  });

  it('a credit note names the invoice it corrects and carries no payment terms', () => {
    const input = french({
      kind: CommercialDocumentKind.CREDIT_NOTE,
      sourceDocumentNumber: 'F-2026-0007',
    });
    expect(codes(input)).toEqual(['seller-identity', 'credit-note-reference', 'operation-nature']);
    expect(textOf(input, 'credit-note-reference')).toBe(
      'Avoir rectifiant la facture n° F-2026-0007',
    );
  });

  it('an unspecified nature of the operation prints nothing', () => {
    expect(codes(french({ operationNature: OperationNature.UNSPECIFIED }))).not.toContain(
      'operation-nature',
    );
  });

  it('a draft without its seller yet prints only what does not depend on it', () => {
    expect(codes(french({ seller: undefined, customerIsBusiness: false }))).toEqual([
      'operation-nature',
    ]);
  });

  it('every mention cites its source', () => {
    for (const mention of getLegalMentions(french({ seller: MICRO }))) {
      expect(mention.source).not.toBe('');
    }
  });
});

describe('UK legal mentions', () => {
  it('a VAT-registered company prints its registration, VAT number and time of supply', () => {
    expect(getLegalMentions(british()).map(({ code, text }) => [code, text])).toEqual([
      [
        'seller-identity',
        'Bright Ideas Ltd, registered in England and Wales, company number 12345678',
      ],
      ['uk-vat-number', 'VAT registration number: GB123456789'],
      ['uk-time-of-supply', 'Time of supply (tax point): 2 March 2026'],
      ['uk-late-payment-interest', 'Interest on late payment: 12% a year'],
    ]);
  });

  it('the time of supply is the supply date when it differs from the invoice date', () => {
    expect(textOf(british({ supplyDate: '2026-02-27' }), 'uk-time-of-supply')).toBe(
      'Time of supply (tax point): 27 February 2026',
    );
  });

  it('a seller not registered for VAT says so and shows no VAT number or tax point', () => {
    const input = british({ seller: { ...UK_LTD, vatExempt: true, vatNumber: '' } });
    expect(codes(input)).toEqual([
      'seller-identity',
      'uk-not-vat-registered',
      'uk-late-payment-interest',
    ]);
    expect(textOf(input, 'uk-not-vat-registered')).toBe(
      'Not registered for VAT: no VAT is charged',
    );
  });

  it('a Scottish company number (SC…) is registered in Scotland', () => {
    expect(
      textOf(british({ seller: { ...UK_LTD, registrationNumber: 'SC123456' } }), 'seller-identity'),
    ).toContain('registered in Scotland');
  });

  it('a credit note refers to its invoice', () => {
    const input = british({
      kind: CommercialDocumentKind.CREDIT_NOTE,
      sourceDocumentNumber: 'INV-2026-0003',
    });
    expect(textOf(input, 'credit-note-reference')).toBe('Credit note for invoice INV-2026-0003');
  });

  it('a quote shows no tax point', () => {
    expect(codes(british({ kind: CommercialDocumentKind.QUOTE }))).toEqual([
      'seller-identity',
      'uk-vat-number',
    ]);
  });

  it('no agreed late-payment rate prints no interest mention', () => {
    expect(codes(british({ delayedInterestRate: 0 }))).not.toContain('uk-late-payment-interest');
  });

  it('prints in French for a document written in French', () => {
    expect(textOf(british({ language: 'fr-fr' }), 'uk-vat-number')).toBe(
      'Numéro de TVA : GB123456789',
    );
  });
});
