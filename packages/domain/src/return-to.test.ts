import { describe, expect, it } from 'vitest';
import { sanitizeReturnTo } from './return-to.js';

describe('sanitizeReturnTo', () => {
  it.each([
    ['/create-customer?country=FR', '/create-customer?country=FR'],
    ['/', '/'],
    [undefined, '/'],
    ['', '/'],
    ['https://evil.example/', '/'],
    ['//evil.example/path', '/'],
    ['/\\evil.example', '/'],
    ['javascript:alert(1)', '/'],
  ])('%s gives %s', (value, expected) => {
    expect(sanitizeReturnTo(value)).toBe(expected);
  });
});
