import { LegalForm } from '@foundly/proto';
import { describe, expect, it } from 'vitest';
import { checkNameChoices } from './company-name.js';

const check = (form: LegalForm.SL | LegalForm.SA, names: string[], shareholders = 2) =>
  checkNameChoices(form, names, shareholders).map((v) => `${v.field}: ${v.message}`);

describe('the names asked for the certificación negativa', () => {
  it.each([
    'Panadería Luna S.L.',
    'Panadería Luna, S.L.',
    'Panadería Luna SL',
    'Panadería Luna S. L.',
    'Panadería Luna S.R.L.',
    'Panadería Luna Sociedad Limitada',
    'Panadería Luna Sociedad de Responsabilidad Limitada',
  ])('an SL may be named "%s"', (name) => {
    expect(check(LegalForm.SL, [name])).toEqual([]);
  });

  it.each([
    'Hormigones del Sur S.A.',
    'Hormigones del Sur, Sociedad Anónima',
    'HORMIGONES DEL SUR SA',
  ])('an SA may be named "%s"', (name) => {
    expect(check(LegalForm.SA, [name])).toEqual([]);
  });

  it.each([
    ['Panadería Luna', 'errors.field.slNameEnding'],
    ['Panadería Luna S.A.', 'errors.field.slNameEnding'],
    ['Panadería S.L. Luna', 'errors.field.slNameEnding'],
    ['Panaderías Casal', 'errors.field.slNameEnding'],
    ['S.L.', 'errors.field.nameWithoutEnding'],
    [' - S.L.', 'errors.field.nameWithoutEnding'],
  ])('an SL named "%s" is refused with %s', (name, message) => {
    expect(check(LegalForm.SL, [name])).toEqual([`name_choices.0: ${message}`]);
  });

  it('refuses an SL ending to an SA', () => {
    expect(check(LegalForm.SA, ['Hormigones del Sur S.L.'])).toEqual([
      'name_choices.0: errors.field.saNameEnding',
    ]);
  });

  it('keeps S.L.U. and S.A.U. for a single shareholder', () => {
    expect(check(LegalForm.SL, ['Luna S.L.U.'], 1)).toEqual([]);
    expect(check(LegalForm.SL, ['Luna Sociedad Limitada Unipersonal'], 1)).toEqual([]);
    expect(check(LegalForm.SL, ['Luna S.L.'], 1)).toEqual([]);
    expect(check(LegalForm.SA, ['Hormigones S.A.U.'], 1)).toEqual([]);
    expect(check(LegalForm.SL, ['Luna S.L.U.'], 2)).toEqual([
      'name_choices.0: errors.field.soleShareholderEnding',
    ]);
  });

  it('takes from one to five names, each once whatever its case, accents or ending', () => {
    const five = ['Uno S.L.', 'Dos S.L.', 'Tres S.L.', 'Cuatro S.L.', 'Cinco S.L.'];
    expect(check(LegalForm.SL, five)).toEqual([]);
    expect(check(LegalForm.SL, [...five, 'Seis S.L.'])).toEqual([
      'name_choices: errors.field.nameChoices',
    ]);
    expect(check(LegalForm.SL, [])).toEqual(['name_choices: errors.field.nameChoices']);
    expect(
      check(LegalForm.SL, ['Panadería Luna S.L.', 'PANADERIA LUNA, Sociedad Limitada']),
    ).toEqual(['name_choices.1: errors.field.duplicateName']);
  });
});
