import { describe, expect, it } from 'vitest';
import { findSpanishIban } from './iban.js';

describe('findSpanishIban', () => {
  it.each([
    ['IBAN: ES91 2100 0418 4502 0005 1332', 'ES9121000418450200051332'],
    ['IBAN ES91-2100-0418-4502-0005-1332 BIC CAIXESBBXXX', 'ES9121000418450200051332'],
    ['Cuenta: E591 21OO 04I8 45O2 OOO5 I332', 'ES9121000418450200051332'],
    ['ES00 0000 0000 0000 0000 0000 y ES7921000813610123456789', 'ES7921000813610123456789'],
  ])('finds the IBAN in %j', (text, iban) => {
    expect(findSpanishIban(text)).toBe(iban);
  });

  it('a text whose IBANs do not verify gives none', () => {
    expect(
      findSpanishIban('ES91 2100 0418 4502 0005 1333 and FR76 3000 6000 0112 3456 7890 189'),
    ).toBeUndefined();
  });
});
