import { describe, expect, it } from 'vitest';
import {
  getFormatOfExtension,
  getMaxBytes,
  MAX_UPLOAD_BYTES,
  sanitizeFileName,
} from './upload-rules.js';

describe('sanitizeFileName', () => {
  it.each([
    ['carte identité.pdf', 'carte identité.pdf'],
    ['passport 🛂.png', 'passport _.png'],
    ['документ.pdf', '________.pdf'],
    ['../../etc/passwd', '__.._etc_passwd'],
    ['a\u0000b.pdf', 'a_b.pdf'],
    ['', 'file'],
  ])('%s becomes %s', (name, expected) => {
    expect(sanitizeFileName(name)).toBe(expected);
  });

  it('keeps the end of a very long name, with its extension', () => {
    const name = sanitizeFileName(`${'a'.repeat(300)}.pdf`);
    expect(name).toHaveLength(200);
    expect(name.endsWith('.pdf')).toBe(true);
  });
});

describe('getFormatOfExtension', () => {
  it('reads the extension case-insensitively among the accepted formats', () => {
    expect(getFormatOfExtension('scan.JPG', ['pdf', 'jpeg', 'png'])).toBe('jpeg');
    expect(getFormatOfExtension('cert.p12', ['pkcs12'])).toBe('pkcs12');
    expect(getFormatOfExtension('virus.exe', ['pdf'])).toBeUndefined();
    expect(getFormatOfExtension('cert.pfx', ['pdf', 'png'])).toBeUndefined();
  });
});

describe('getMaxBytes', () => {
  it('documents may weigh 10 MB, certificates 256 KB', () => {
    expect(getMaxBytes('pdf')).toBe(MAX_UPLOAD_BYTES);
    expect(getMaxBytes('pkcs12')).toBe(256 * 1024);
  });
});
