import { describe, expect, it } from 'vitest';
import { isSiren } from './siren.js';

describe('SIREN', () => {
  it.each(['552100554', '732829320', '356000000'])('%s is a SIREN', (value) => {
    expect(isSiren(value)).toBe(true);
  });
  it.each(['552100555', '55210055', '5521005540', '55210055A', ''])('%s is not', (value) => {
    expect(isSiren(value)).toBe(false);
  });
});
