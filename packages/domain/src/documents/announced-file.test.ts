import { describe, expect, it } from 'vitest';
import { checkAnnouncedFile } from './announced-file.js';
import { MAX_UPLOAD_BYTES } from './upload-rules.js';

const SHA = 'AB'.repeat(32);
const IMAGE_OR_PDF = ['pdf', 'jpeg', 'png'] as const;

describe('checkAnnouncedFile', () => {
  it('accepts a PDF of 10 MB, with its name cleaned and its SHA-256 in lower case', () => {
    expect(
      checkAnnouncedFile(
        { fileName: 'statuts 🖋.PDF', size: MAX_UPLOAD_BYTES, sha256: SHA },
        IMAGE_OR_PDF,
      ),
    ).toEqual({ ok: true, fileName: 'statuts _.PDF', format: 'pdf', sha256: 'ab'.repeat(32) });
  });

  it('refuses a name whose extension is not an accepted format: INVALID_FILE, with every bad field', () => {
    expect(
      checkAnnouncedFile({ fileName: 'setup.exe', size: 0, sha256: SHA }, IMAGE_OR_PDF),
    ).toEqual({
      ok: false,
      reason: 'INVALID_FILE',
      violations: [
        { field: 'file_name', message: 'errors.INVALID_FILE' },
        { field: 'size', message: 'errors.field.invalid' },
      ],
    });
  });

  it('refuses one byte over 10 MB: FILE_TOO_LARGE', () => {
    const check = checkAnnouncedFile(
      { fileName: 'scan.png', size: MAX_UPLOAD_BYTES + 1, sha256: SHA },
      IMAGE_OR_PDF,
    );
    expect(check).toMatchObject({ ok: false, reason: 'FILE_TOO_LARGE' });
  });

  it('names an empty file and a missing SHA-256 as invalid fields', () => {
    expect(checkAnnouncedFile({ fileName: 'a.jpg', size: 0, sha256: '' }, IMAGE_OR_PDF)).toEqual({
      ok: false,
      reason: 'INVALID_ARGUMENT',
      violations: [
        { field: 'size', message: 'errors.field.invalid' },
        { field: 'sha256', message: 'errors.field.required' },
      ],
    });
  });
});
