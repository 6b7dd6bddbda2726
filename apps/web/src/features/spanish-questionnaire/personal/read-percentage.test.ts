import { describe, expect, it } from 'vitest';
import { readPercentage } from './read-percentage.js';

describe('readPercentage', () => {
  it.each([
    ['', 0],
    ['  ', 0],
    ['15', 15],
    ['12,5', 12.5],
    ['12.5', 12.5],
    ['30 %', 30],
    ['-5', Number.NaN],
    ['abc', Number.NaN],
    ['1.000,5', Number.NaN],
  ])('%j reads as %d', (typed, value) => {
    expect(readPercentage(typed)).toBe(value);
  });
});
