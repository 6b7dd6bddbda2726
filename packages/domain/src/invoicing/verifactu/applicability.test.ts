import { FiscalTerritory } from '@foundly/proto';
import { describe, expect, it } from 'vitest';
import { isVerifactuRequired } from './applicability.js';

describe('isVerifactuRequired', () => {
  it.each([
    ['a company on 31 December 2026', 'company', '2026-12-31', false],
    ['a company on 1 January 2027', 'company', '2027-01-01', true],
    ['an autónomo on 30 June 2027', 'autonomo', '2027-06-30', false],
    ['an autónomo on 1 July 2027', 'autonomo', '2027-07-01', true],
  ] as const)('%s: %s', (_what, taxpayer, date, required) => {
    expect(isVerifactuRequired({ taxpayer, territory: FiscalTerritory.REST_OF_SPAIN, date })).toBe(
      required,
    );
  });

  it.each([
    ['Navarra', FiscalTerritory.NAVARRA, false],
    ['Álava', FiscalTerritory.ALAVA, false],
    ['Gipuzkoa', FiscalTerritory.GIPUZKOA, false],
    ['Bizkaia', FiscalTerritory.BIZKAIA, false],
    ['the Canary Islands (IGIC, but the common income tax)', FiscalTerritory.CANARY_ISLANDS, true],
  ])('an autónomo in %s in 2028: %s', (_what, territory, required) => {
    expect(isVerifactuRequired({ taxpayer: 'autonomo', territory, date: '2028-01-01' })).toBe(
      required,
    );
  });
});
