import { LegalForm } from '@foundly/proto';
import { describe, expect, it } from 'vitest';
import { isSpanishCompanyForm, isWholeCents } from './spanish-company.js';

describe('the Spanish companies with share capital', () => {
  it('are the SL and the SA, not the autónomo nor another country’s forms', () => {
    const forms = Object.values(LegalForm).filter(
      (form): form is LegalForm => typeof form === 'number',
    );
    expect(forms.filter(isSpanishCompanyForm)).toEqual([LegalForm.SA, LegalForm.SL]);
  });

  it('count amounts in whole cents from a minimum', () => {
    expect(isWholeCents(100, 1)).toBe(true);
    expect(isWholeCents(0, 1)).toBe(false);
    expect(isWholeCents(100.5, 1)).toBe(false);
    expect(isWholeCents(Number.NaN, 0)).toBe(false);
  });
});
