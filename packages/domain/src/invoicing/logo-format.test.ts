import { describe, expect, it } from 'vitest';
import { findLogoProblem, getLogoMediaType } from './logo-format.js';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff, 0xe0];
const bytes = (head: number[], size = head.length) => {
  const array = new Uint8Array(size);
  array.set(head);
  return array;
};

describe('a logo', () => {
  it('a PNG or a JPEG by their first bytes is accepted', () => {
    expect(findLogoProblem(bytes(PNG, 100))).toBeUndefined();
    expect(findLogoProblem(bytes(JPEG, 100))).toBeUndefined();
    expect(getLogoMediaType(bytes(PNG))).toBe('image/png');
    expect(getLogoMediaType(bytes(JPEG))).toBe('image/jpeg');
  });

  it('anything else is refused, whatever it is called', () => {
    expect(findLogoProblem(new TextEncoder().encode('GIF89a....'))).toBe('logoType');
    expect(
      findLogoProblem(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>')),
    ).toBe('logoType');
    expect(findLogoProblem(bytes(PNG.slice(0, 7)))).toBe('logoType');
    expect(findLogoProblem(new Uint8Array())).toBe('logoType');
  });

  it('500 KB is the limit', () => {
    expect(findLogoProblem(bytes(PNG, 500 * 1024))).toBeUndefined();
    expect(findLogoProblem(bytes(PNG, 500 * 1024 + 1))).toBe('logoSize');
  });
});
