import { describe, expect, it } from 'vitest';
import { toParentUpdate, toParentValues } from './filiation-values.js';

describe('filiation values', () => {
  it('an unknown parent is sent without names, clearing any saved ones', () => {
    expect(toParentUpdate({ unknown: true, fullName: { first: 'Jean', last: 'Dupont' } })).toEqual({
      unknown: true,
      fullName: { first: '', last: '' },
    });
  });

  it('a known parent is sent with the names typed', () => {
    expect(toParentUpdate({ unknown: false, fullName: { first: 'Jean', last: 'Dupont' } })).toEqual(
      { unknown: false, fullName: { first: 'Jean', last: 'Dupont' } },
    );
  });

  it('nothing saved reads as a known parent with empty names', () => {
    expect(toParentValues(undefined)).toEqual({
      unknown: false,
      fullName: { first: '', last: '' },
    });
  });
});
