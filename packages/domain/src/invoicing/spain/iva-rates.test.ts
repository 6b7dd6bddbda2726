import { describe, expect, it } from 'vitest';
import { IVA_EXEMPTION_REFERENCES, isIvaExemption, isSpanishIvaRate } from './iva-rates.js';

describe('isSpanishIvaRate', () => {
  it.each([
    ['21 %, the general rate', 0.21],
    ['10 %, the reduced rate', 0.1],
    ['4 %, the super-reduced rate', 0.04],
    ['0 %, an exempt operation', 0],
  ])('%s is accepted', (_what, rate) => {
    expect(isSpanishIvaRate(rate)).toBe(true);
  });

  it.each([
    ['20 %, the French rate', 0.2],
    ['5 %, the lapsed temporary rate', 0.05],
    ['21.0001 %, a hair above 21 %', 0.210001],
    ['7 %, the Canary IGIC', 0.07],
    ['21 written as a percentage instead of a fraction', 21],
    ['a negative rate', -0.21],
    ['not a number', Number.NaN],
  ])('%s is refused', (_what, rate) => {
    expect(isSpanishIvaRate(rate)).toBe(false);
  });
});

describe('IVA exemptions', () => {
  it('E1 refers to article 20 of the IVA law, E5 to article 25', () => {
    expect(IVA_EXEMPTION_REFERENCES.E1).toBe('Art. 20 Ley 37/1992');
    expect(IVA_EXEMPTION_REFERENCES.E5).toBe('Art. 25 Ley 37/1992');
  });

  it.each([
    ['E1', true],
    ['E6', true],
    ['E7', false],
    ['e1', false],
    ['', false],
  ])('%s is an exemption code: %s', (code, valid) => {
    expect(isIvaExemption(code)).toBe(valid);
  });
});
