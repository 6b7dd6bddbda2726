import { describe, expect, it } from 'vitest';
import { isPersonalCode, normalisePersonalCode } from './personal-code.js';

describe('Companies House personal code', () => {
  it('is 11 letters and digits, typed with or without hyphens, in any case', () => {
    expect(isPersonalCode('FT5-15ED-7JY5')).toBe(true);
    expect(isPersonalCode('ft5 15ed 7jy5')).toBe(true);
    expect(isPersonalCode('FT5-15ED-7JY')).toBe(false);
    expect(isPersonalCode('FT5-15ED-7JY55')).toBe(false);
    expect(isPersonalCode('FT5-15ED-7JY!')).toBe(false);
  });

  it('is kept as Companies House prints it', () => {
    expect(normalisePersonalCode(' ft515ed7jy5 ')).toBe('FT5-15ED-7JY5');
  });
});
