import { FiscalTerritory } from '@foundly/proto';
import { describe, expect, it } from 'vitest';
import {
  FISCAL_TERRITORY_CHOICES,
  isFiscalTerritorySupported,
  isForalTerritory,
} from './fiscal-territory.js';

describe('fiscal territories', () => {
  it.each([
    [FiscalTerritory.UNSPECIFIED, false, false],
    [FiscalTerritory.REST_OF_SPAIN, true, false],
    [FiscalTerritory.NAVARRA, false, true],
    [FiscalTerritory.ALAVA, false, true],
    [FiscalTerritory.GIPUZKOA, false, true],
    [FiscalTerritory.BIZKAIA, false, true],
    [FiscalTerritory.CANARY_ISLANDS, false, false],
  ])('territory %i: supported %s, foral %s', (territory, supported, foral) => {
    expect(isFiscalTerritorySupported(territory)).toBe(supported);
    expect(isForalTerritory(territory)).toBe(foral);
  });

  it('the numeric values follow spec 02 §3: 0 unselected, then rest of Spain … Canary Islands', () => {
    expect(FISCAL_TERRITORY_CHOICES).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
