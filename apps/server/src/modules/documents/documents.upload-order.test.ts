import { Code } from '@connectrpc/connect';
import { describe, expect, it } from 'vitest';
import { signUpOrderingCustomer } from '../../../test/caller-checks.js';
import {
  download,
  identityPdf,
  putBytes,
  sha256,
  toAnnouncement,
} from '../../../test/documents.js';
import { BACKENDS, expectRpcError } from '../../../test/harness.js';
import { STORAGES, useStorageTestApp } from '../../../test/storage.js';

describe.each(BACKENDS)('ConfirmUpload before the PUT on %s', (backend) => {
  describe.each(STORAGES)('with %s storage', (storage) => {
    const { app, readTraces } = useStorageTestApp(backend, storage);

    it('answers failed_precondition UPLOAD_NOT_RECEIVED, and the upload still goes through once the bytes arrive', async () => {
      const owner = await signUpOrderingCustomer(app());
      const input = identityPdf(owner, 'sent late');
      const slot = await owner.rpc.documents.getUploadUrl(toAnnouncement(input));
      const confirm = () =>
        owner.rpc.documents.confirmUpload({
          fileId: slot.fileId,
          key: slot.key,
          documentType: 'identity',
        });

      const { detail } = await expectRpcError(confirm(), Code.FailedPrecondition);
      expect(detail?.reason).toBe('UPLOAD_NOT_RECEIVED');
      expect((await readTraces(owner.order.id, slot.fileId)).uploads).toHaveLength(1);

      expect((await putBytes(slot.url, input.bytes, slot.headers)).status).toBe(200);
      const { document } = await confirm();
      const { url } = await owner.rpc.documents.getDownloadUrl({ documentId: document!.id });
      expect(sha256((await download(url)).bytes)).toBe(sha256(input.bytes));
    });
  });
});
