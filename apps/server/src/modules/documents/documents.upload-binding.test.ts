import { Code } from '@connectrpc/connect';
import { describe, expect, it } from 'vitest';
import { signUpOrderingCustomer } from '../../../test/caller-checks.js';
import {
  download,
  identityPdf,
  putBytes,
  sampleFiles,
  sha256,
  toAnnouncement,
} from '../../../test/documents.js';
import { BACKENDS, expectRpcError } from '../../../test/harness.js';
import { STORAGES, useStorageTestApp } from '../../../test/storage.js';

/**
 * An upload URL is a bearer capability: whoever holds it (a proxy log, a shared
 * screen, a browser extension) can PUT to it. It is bound to the bytes the owner
 * declared (their SHA-256) when asking for it, so that nobody else's bytes are
 * ever stored or attached through it.
 */
describe.each(BACKENDS)('an upload URL in other hands on %s', (backend) => {
  describe.each(STORAGES)('with %s storage', (storage) => {
    const { app } = useStorageTestApp(backend, storage);

    it("refuses the intruder's bytes sent first; the owner's PUT goes through and the owner's file is attached", async () => {
      const owner = await signUpOrderingCustomer(app());
      const input = identityPdf(owner, 'the owner');
      const slot = await owner.rpc.documents.getUploadUrl(toAnnouncement(input));

      const intruder = await putBytes(slot.url, sampleFiles.pdf('the intruder'), slot.headers);
      if (storage === 'local') {
        expect(intruder.status).toBe(400);
        expect(await intruder.json()).toMatchObject({ error: 'UPLOAD_CONTENT_MISMATCH' });
      }
      // S3 refuses a body whose checksum is not the signed one (the emulator does not check it).
      expect((await putBytes(slot.url, input.bytes, slot.headers)).status).toBe(200);

      const { document } = await owner.rpc.documents.confirmUpload({
        fileId: slot.fileId,
        key: slot.key,
        documentType: 'identity',
      });
      const { url } = await owner.rpc.documents.getDownloadUrl({ documentId: document!.id });
      expect(sha256((await download(url)).bytes)).toBe(sha256(input.bytes));
    });

    it("never attaches bytes put over the owner's: the confirmation answers UPLOAD_NOT_RECEIVED until the owner's file is there", async () => {
      const owner = await signUpOrderingCustomer(app());
      const input = identityPdf(owner, 'the owner');
      const slot = await owner.rpc.documents.getUploadUrl(toAnnouncement(input));
      expect((await putBytes(slot.url, input.bytes, slot.headers)).status).toBe(200);
      const intruder = await putBytes(slot.url, sampleFiles.pdf('the intruder'), slot.headers);
      const confirm = () =>
        owner.rpc.documents.confirmUpload({
          fileId: slot.fileId,
          key: slot.key,
          documentType: 'identity',
        });

      if (storage === 's3' && intruder.ok) {
        // Only an S3-compatible store that ignores the signed checksum takes them, as the
        // emulator does: the confirmation checks the bytes again and drops them.
        const { detail } = await expectRpcError(confirm(), Code.FailedPrecondition);
        expect(detail?.reason).toBe('UPLOAD_NOT_RECEIVED');
        expect((await putBytes(slot.url, input.bytes, slot.headers)).status).toBe(200);
      } else {
        expect(intruder.ok).toBe(false);
      }
      const { document } = await confirm();
      const { url } = await owner.rpc.documents.getDownloadUrl({ documentId: document!.id });
      expect(sha256((await download(url)).bytes)).toBe(sha256(input.bytes));
    });

    it.each([
      ['no SHA-256', ''],
      ['a SHA-256 that is not 64 hexadecimal digits', 'abc123'],
      ['64 characters that are not all hexadecimal digits', 'g'.repeat(64)],
    ])('refuses an announcement with %s: invalid_argument on sha256', async (_title, value) => {
      const owner = await signUpOrderingCustomer(app());
      const { fields } = await expectRpcError(
        owner.rpc.documents.getUploadUrl({ ...toAnnouncement(identityPdf(owner)), sha256: value }),
        Code.InvalidArgument,
      );
      expect(fields).toEqual(['sha256']);
    });
  });
});
