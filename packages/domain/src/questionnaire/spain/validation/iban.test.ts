import { describe, expect, it } from 'vitest';
import { isSpanishIban, normaliseIban } from './iban.js';

describe('Spanish IBAN', () => {
  it.each([
    ['the electronic form', 'ES9121000418450200051332'],
    ['the printed form, in groups of four', 'ES91 2100 0418 4502 0005 1332'],
    ['lower-case', 'es9121000418450200051332'],
    ['another bank', 'ES7620770024003102575766'],
  ])('%s is accepted', (_what, iban) => {
    expect(isSpanishIban(iban)).toBe(true);
  });

  it.each([
    ['a wrong ISO 13616 checksum (92 for 91)', 'ES9221000418450200051332'],
    ['a changed account digit', 'ES9121000418450200051333'],
    ['21 digits after ES', 'ES912100041845020005133'],
    ['23 digits after ES', 'ES91210004184502000513320'],
    ['a letter in the account', 'ES912100041845020005133A'],
    ['a valid French IBAN', 'FR1420041010050500013M02606'],
    ['a valid German IBAN', 'DE89370400440532013000'],
    ['an empty text', ''],
  ])('%s is refused', (_what, iban) => {
    expect(isSpanishIban(iban)).toBe(false);
  });

  it('a typed IBAN loses its spaces and is upper-cased', () => {
    expect(normaliseIban(' es91 2100\t0418 ')).toBe('ES9121000418');
  });
});
