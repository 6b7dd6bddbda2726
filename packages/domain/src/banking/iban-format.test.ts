import { describe, expect, it } from 'vitest';
import { toElectronicIban, toPrintedIban } from './iban-format.js';

describe('IBAN formats (ISO 13616)', () => {
  it('prints an IBAN in groups of four, the last one shorter', () => {
    expect(toPrintedIban('FR7630006000011234567890189')).toBe('FR76 3000 6000 0112 3456 7890 189');
    expect(toPrintedIban('GB82WEST12345698765432')).toBe('GB82 WEST 1234 5698 7654 32');
  });

  it('reads a printed or lower-case IBAN back to its electronic format', () => {
    expect(toElectronicIban(' fr76 3000-6000 0112 3456 7890 189 ')).toBe(
      'FR7630006000011234567890189',
    );
    expect(toPrintedIban('fr76 3000 6000 0112 3456 7890 189')).toBe(
      'FR76 3000 6000 0112 3456 7890 189',
    );
  });

  it('leaves no trailing space when the length is a multiple of four', () => {
    expect(toPrintedIban('NO9386011117947')).toBe('NO93 8601 1117 947');
    expect(toPrintedIban('BE68539007547034')).toBe('BE68 5390 0754 7034');
  });
});
