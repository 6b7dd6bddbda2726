import { Mutual } from '@foundly/proto';
import { describe, expect, it } from 'vitest';
import { getMutualName, MUTUALS } from './mutuals.js';

describe('the mutual insurers', () => {
  it('name every value of the contract once, and none for no choice', () => {
    const values = Object.values(Mutual).filter(
      (value): value is Mutual => typeof value === 'number' && value !== Mutual.UNSPECIFIED,
    );
    expect(MUTUALS.map((mutual) => mutual.value).sort()).toEqual(values.sort());
    expect(getMutualName(Mutual.FRATERNIDAD_MUPRESPA)).toBe('Fraternidad-Muprespa');
    expect(getMutualName(undefined)).toBeUndefined();
    expect(getMutualName(Mutual.UNSPECIFIED)).toBeUndefined();
  });
});
