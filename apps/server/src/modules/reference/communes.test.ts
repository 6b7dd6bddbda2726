import { describe, expect, it } from 'vitest';
import { getCommuneIndex } from './communes.js';

const names = (query: string, limit = 5) =>
  getCommuneIndex()
    .search(query, limit)
    .map((commune) => `${commune.code} ${commune.name}`);

describe('the communes index', () => {
  it('holds current, delegated and associated communes and the municipal arrondissements', () => {
    expect(getCommuneIndex().size).toBeGreaterThan(37_000);
  });

  it.each([
    ['69123', 'Lyon'],
    ['75111', 'the 11th arrondissement of Paris'],
    ['2A004', 'Ajaccio'],
    ['20004', 'Ajaccio before Corsica was split (a former code)'],
    ['01015', 'a delegated commune'],
    ['97101', 'Les Abymes, Guadeloupe'],
  ])('knows the INSEE code %s (%s)', (code) => {
    expect(getCommuneIndex().isCode(code)).toBe(true);
  });

  it.each(['99999', '75000', '2C004'])('does not know the code %s', (code) => {
    expect(getCommuneIndex().isCode(code)).toBe(false);
  });

  it.each([
    ['75011', true],
    ['69001', true],
    ['97139', true],
    ['20000', true],
    ['75000', false],
    ['00000', false],
  ])('postal code %s exists: %s', (postalCode, exists) => {
    expect(getCommuneIndex().isPostalCode(postalCode)).toBe(exists);
  });

  it('finds Lyon first for "Lyon", then its arrondissements and other names that start so', () => {
    const results = names('Lyon');
    expect(results[0]).toBe('69123 Lyon');
    expect(results).toHaveLength(5);
  });

  it('finds Saint-Étienne without accents, hyphen or the full "saint"', () => {
    expect(names('saint etienne')[0]).toBe('42218 Saint-Étienne');
    expect(names('ST-ETIENNE')[0]).toBe('42218 Saint-Étienne');
  });

  it('ranks a prefix before a match inside the name', () => {
    const results = names('marseille', 20);
    expect(results[0]).toBe('13055 Marseille');
    const prefixed = results.findIndex((result) => result.includes('Marseille 1er'));
    const inside = results.findIndex((result) => / .+ marseille/i.test(result));
    expect(prefixed).toBeGreaterThan(0);
    if (inside >= 0) expect(inside).toBeGreaterThan(prefixed);
  });

  it('gives Paris and its 11th arrondissement for 75011, Paris first', () => {
    expect(
      getCommuneIndex()
        .listByPostalCode('75011')
        .map((commune) => commune.code),
    ).toEqual(['75056', '75111']);
  });

  it('gives every commune a postal code serves, with the department', () => {
    const communes = getCommuneIndex().listByPostalCode('42000');
    expect(communes[0]).toEqual({
      code: '42218',
      name: 'Saint-Étienne',
      departmentCode: '42',
      postalCodes: ['42000', '42100', '42230'],
    });
  });

  it('gives a delegated commune the postal codes of the commune it belongs to', () => {
    const arbignieu = getCommuneIndex()
      .search('Arbignieu', 5)
      .find((commune) => commune.name === 'Arbignieu');
    expect(arbignieu?.postalCodes.length).toBeGreaterThan(0);
  });
});
