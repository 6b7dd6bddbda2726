import { describe, expect, it } from 'vitest';
import { getLegalFormBesideName } from './seller-name.js';

describe('the legal form beside the seller’s name', () => {
  it('is printed when the name does not carry it', () => {
    expect(getLegalFormBesideName({ companyName: 'Atelier Lumière', legalForm: 'SASU' })).toBe(
      'SASU',
    );
  });

  it('is left out when the name ends with it, or when there is none', () => {
    expect(getLegalFormBesideName({ companyName: 'Smith Studio Ltd', legalForm: 'Ltd' })).toBe('');
    expect(getLegalFormBesideName({ companyName: 'Smith Studio LTD ', legalForm: 'Ltd' })).toBe('');
    expect(getLegalFormBesideName({ companyName: 'Karim Web', legalForm: '' })).toBe('');
  });
});
