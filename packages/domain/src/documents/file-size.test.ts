import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size.js';

describe('formatFileSize', () => {
  it.each([
    [600, 'en-GB', '0.6 kB'],
    [1024, 'en-GB', '1 kB'],
    [245_760, 'en-GB', '240 kB'],
    [1_572_864, 'en-GB', '1.5 MB'],
    [1_572_864, 'fr-FR', '1,5\u202fMo'],
  ])('%i bytes in %s read %s', (bytes, locale, expected) => {
    expect(formatFileSize(bytes, locale)).toBe(expected);
  });
});
