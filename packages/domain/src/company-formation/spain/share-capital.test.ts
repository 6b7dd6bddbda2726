import { LegalForm } from '@foundly/proto';
import { describe, expect, it } from 'vitest';
import {
  checkShareCapital,
  listCapitalConsequences,
  type SpanishShareCapital,
  type SpanishShareholder,
} from './share-capital.js';

const DNI = '12345678Z';
const NIE = 'X1234567L';
const COMPANY_NIF = 'B12345674';

function holder(shares: number, money: number, inKind = 0, idNumber = DNI): SpanishShareholder {
  return {
    kind: idNumber === COMPANY_NIF ? 'company' : 'person',
    idNumber,
    shares,
    monetaryContribution: money,
    nonMonetaryContribution: inKind,
  };
}

const capital = (
  nominalValue: number,
  ...shareholders: SpanishShareholder[]
): SpanishShareCapital => ({
  nominalValue,
  shareholders,
});
const messages = (form: LegalForm.SL | LegalForm.SA, value: SpanishShareCapital) =>
  checkShareCapital(form, value).map((violation) => `${violation.field}: ${violation.message}`);

describe('the share capital of an SL (art. 4.1 and 78 LSC)', () => {
  it('is at least 1 €: one share of 1 € is enough, 99 cents are not', () => {
    expect(messages(LegalForm.SL, capital(100, holder(1, 100)))).toEqual([]);
    expect(messages(LegalForm.SL, capital(99, holder(1, 99)))).toEqual([
      'share_capital: errors.field.slCapitalMinimum',
    ]);
    expect(messages(LegalForm.SL, capital(1, holder(100, 100)))).toEqual([]);
  });

  it('is paid up in full: a cent less or a cent more is refused', () => {
    expect(messages(LegalForm.SL, capital(100, holder(3000, 200_000, 100_000)))).toEqual([]);
    expect(messages(LegalForm.SL, capital(100, holder(3000, 299_999)))).toEqual([
      'share_capital.shareholders.0.contribution: errors.field.slFullyPaid',
    ]);
    expect(messages(LegalForm.SL, capital(100, holder(3000, 300_001)))).toEqual([
      'share_capital.shareholders.0.contribution: errors.field.slFullyPaid',
    ]);
  });

  it('has shareholders whose shares add up to it, a company among them', () => {
    const shared = capital(
      100,
      holder(1500, 150_000),
      holder(1000, 100_000, 0, NIE),
      holder(500, 50_000, 0, COMPANY_NIF),
    );
    expect(messages(LegalForm.SL, shared)).toEqual([]);
  });

  it('needs a shareholder, shares from 1 to 1,000,000 and a nominal value in whole cents', () => {
    expect(messages(LegalForm.SL, capital(100))).toEqual([
      'share_capital.shareholders: errors.field.shareholderRequired',
    ]);
    expect(messages(LegalForm.SL, capital(0, holder(1, 0)))).toEqual([
      'share_capital.nominal_value: errors.field.nominalValue',
    ]);
    expect(messages(LegalForm.SL, capital(0.5, holder(1, 0.5)))).toEqual([
      'share_capital.nominal_value: errors.field.nominalValue',
    ]);
    expect(messages(LegalForm.SL, capital(100, holder(0, 0)))).toEqual([
      'share_capital.shareholders.0.shares: errors.field.shareCount',
    ]);
    expect(messages(LegalForm.SL, capital(1, holder(1_000_001, 1_000_001)))).toEqual([
      'share_capital.shareholders.0.shares: errors.field.shareCount',
    ]);
    expect(messages(LegalForm.SL, capital(100, holder(1, -100, 200)))).toEqual([
      'share_capital.shareholders.0.contribution: errors.field.negativeAmount',
    ]);
  });

  it('names each shareholder by a NIF or NIE with the right letter', () => {
    expect(messages(LegalForm.SL, capital(100, holder(1, 100, 0, '12345678A')))).toEqual([
      'share_capital.shareholders.0.id_number: errors.field.nifOrNie',
    ]);
    expect(messages(LegalForm.SL, capital(100, holder(1, 100, 0, 'X1234567A')))).toEqual([
      'share_capital.shareholders.0.id_number: errors.field.nifOrNie',
    ]);
    const companyAsPerson = { ...holder(1, 100), idNumber: COMPANY_NIF };
    expect(messages(LegalForm.SL, capital(100, companyAsPerson))).toEqual([
      'share_capital.shareholders.0.id_number: errors.field.nifOrNie',
    ]);
  });
});

describe('the share capital of an SA (art. 4.3 and 79 LSC)', () => {
  it('is at least 60,000 €, one cent less is refused', () => {
    expect(messages(LegalForm.SA, capital(100, holder(60_000, 6_000_000)))).toEqual([]);
    expect(messages(LegalForm.SA, capital(5_999_999, holder(1, 5_999_999)))).toEqual([
      'share_capital: errors.field.saCapitalMinimum',
    ]);
  });

  it('is paid up by a quarter at least, and never beyond its nominal value', () => {
    expect(messages(LegalForm.SA, capital(100, holder(60_000, 1_500_000)))).toEqual([]);
    expect(messages(LegalForm.SA, capital(100, holder(60_000, 1_499_999)))).toEqual([
      'share_capital.shareholders.0.contribution: errors.field.saQuarterPaid',
    ]);
    expect(messages(LegalForm.SA, capital(100, holder(60_000, 6_000_001)))).toEqual([
      'share_capital.shareholders.0.contribution: errors.field.saQuarterPaid',
    ]);
  });

  it('checks the quarter shareholder by shareholder, not on the total', () => {
    const uneven = capital(100, holder(30_000, 3_000_000), holder(30_000, 0, 0, NIE));
    expect(messages(LegalForm.SA, uneven)).toEqual([
      'share_capital.shareholders.1.contribution: errors.field.saQuarterPaid',
    ]);
  });
});

describe('what the law attaches to a capital', () => {
  it('binds an SL under 3,000 € to the reserve of 20 % and the joint liability on liquidation', () => {
    expect(listCapitalConsequences(LegalForm.SL, capital(100, holder(2999, 299_900)))).toEqual([
      'reserve_20_percent_of_profit',
      'joint_liability_on_liquidation',
      'bank_certificate',
      'sole_shareholder',
    ]);
    expect(listCapitalConsequences(LegalForm.SL, capital(100, holder(3000, 300_000)))).toEqual([
      'bank_certificate',
      'sole_shareholder',
    ]);
  });

  it('asks an expert valuation of an SA’s contributions in kind, not of an SL’s', () => {
    const inKind = (form: LegalForm.SL | LegalForm.SA) =>
      listCapitalConsequences(
        form,
        capital(100, holder(60_000, 0, 6_000_000), holder(1, 100, 0, NIE)),
      );
    expect(inKind(LegalForm.SA)).toEqual(['bank_certificate', 'expert_valuation']);
    expect(inKind(LegalForm.SL)).toEqual(['bank_certificate']);
  });
});
