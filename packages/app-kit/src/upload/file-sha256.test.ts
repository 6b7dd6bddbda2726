import { describe, expect, it } from 'vitest';
import { computeFileSha256 } from './file-sha256.js';

describe('computeFileSha256', () => {
  it.each([
    ['an empty file', '', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
    ['"abc"', 'abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
  ])('gives the SHA-256 of %s in lowercase hexadecimal', async (_title, text, expected) => {
    expect(await computeFileSha256(new Blob([text]))).toBe(expected);
  });
});
