import { DOCUMENT_LIMITS } from '@foundly/domain';
import { describe, expect, it } from 'vitest';
import { readLogo } from './read-logo.js';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

describe('a chosen logo', () => {
  it('is read when its content is a PNG within the limit', async () => {
    const bytes = new Uint8Array([...PNG, 1, 2, 3]);
    expect(await readLogo(new Blob([bytes], { type: 'image/png' }))).toEqual({ bytes });
  });

  it('is refused when its content is not a PNG or JPEG, whatever its type says', async () => {
    const gif = new TextEncoder().encode('GIF89a....');
    expect(await readLogo(new Blob([gif], { type: 'image/png' }))).toEqual({ error: 'logoType' });
  });

  it('is refused one byte over the limit, before it is read', async () => {
    const big = new Uint8Array(DOCUMENT_LIMITS.logoBytes + 1);
    big.set(PNG);
    expect(await readLogo(new Blob([big]))).toEqual({ error: 'logoSize' });
  });
});
