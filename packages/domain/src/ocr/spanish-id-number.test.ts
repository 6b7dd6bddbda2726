import { describe, expect, it } from 'vitest';
import { findSpanishIdNumber, readSpanishIdNumber } from './spanish-id-number.js';

describe('reading a DNI or NIE from OCR', () => {
  it.each([
    ['12345678-Z', '12345678Z'],
    ['12.345.678 Z', '12345678Z'],
    ['I2345678Z', '12345678Z'],
    ['X-1234567-L', 'X1234567L'],
    ['XI234567L', 'X1234567L'],
  ])('%s reads as %s', (value, number) => {
    expect(readSpanishIdNumber(value)).toBe(number);
  });

  it('a number whose letter does not verify is not read', () => {
    expect(readSpanishIdNumber('12345678A')).toBeUndefined();
  });

  it.each([
    ['DNI 12345678-Z', '12345678Z'],
    ['NIE: X 1234567 L válido', 'X1234567L'],
    ['Nº 12345678A y luego 12345678Z', '12345678Z'],
  ])('finds the number in %j', (text, number) => {
    expect(findSpanishIdNumber(text)).toBe(number);
  });

  it('words of letters are not read as numbers', () => {
    expect(findSpanishIdNumber('SOLIDOS BIOLOGICOS')).toBeUndefined();
  });
});
