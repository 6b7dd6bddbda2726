import { Code } from '@connectrpc/connect';
import { MAX_CERTIFICATE_BYTES, MAX_UPLOAD_BYTES } from '@foundly/domain';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { signUpOrderingCustomer } from '../../../test/caller-checks.js';
import {
  announceAndPut,
  download,
  identityPdf,
  putBytes,
  sampleFiles,
  sha256,
  signUpSpanishCustomer,
  toAnnouncement,
  uploadDocument,
} from '../../../test/documents.js';
import { BACKENDS, expectRpcError, TestClock } from '../../../test/harness.js';
import { STORAGES, useStorageTestApp } from '../../../test/storage.js';
import { documentAudit } from '../../db/schema/index.js';

/**
 * Every refused upload, download or deletion answers its code and reason, and
 * leaves no document, no upload and no file behind.
 */
describe.each(BACKENDS)('DocumentService refusals on %s', (backend) => {
  describe.each(STORAGES)('with %s storage', (storage) => {
    const clock = new TestClock();
    const { app, readTraces } = useStorageTestApp(backend, storage, { clock });
    afterEach(() => clock.reset());

    async function expectNothingLeft(orderId: string, fileId = '') {
      expect(await readTraces(orderId, fileId)).toEqual({ documents: [], uploads: [], files: [] });
    }

    it('refuses a URL used 11 minutes after it was handed out: the PUT with 403, the confirmation with failed_precondition UPLOAD_EXPIRED', async () => {
      const owner = await signUpOrderingCustomer(app());
      const input = identityPdf(owner);
      // The clock moves forward 11 minutes between the announcement and the PUT. It starts
      // 11 minutes back rather than moving ahead afterwards because the S3 emulator checks a
      // URL's expiry on the real clock.
      clock.advance(-11 * 60);
      const slot = await owner.rpc.documents.getUploadUrl(toAnnouncement(input));
      clock.advance(11 * 60);

      const put = await putBytes(slot.url, input.bytes);
      expect(put.status).toBe(403);
      if (storage === 'local') expect(await put.json()).toMatchObject({ error: 'UPLOAD_EXPIRED' });
      const { detail } = await expectRpcError(
        owner.rpc.documents.confirmUpload({
          fileId: slot.fileId,
          key: slot.key,
          documentType: 'identity',
        }),
        Code.FailedPrecondition,
      );
      expect(detail?.reason).toBe('UPLOAD_EXPIRED');
      await expectNothingLeft(owner.order.id, slot.fileId);
    });

    it('refuses a confirmation 21 minutes after the announcement, though the PUT was in time, and deletes the file', async () => {
      const owner = await signUpOrderingCustomer(app());
      const slot = await announceAndPut(owner.rpc, identityPdf(owner));
      expect((await readTraces(owner.order.id, slot.fileId)).files).toHaveLength(1);
      clock.advance(21 * 60);
      const { detail } = await expectRpcError(
        owner.rpc.documents.confirmUpload({
          fileId: slot.fileId,
          key: slot.key,
          documentType: 'identity',
        }),
        Code.FailedPrecondition,
      );
      expect(detail?.reason).toBe('UPLOAD_EXPIRED');
      await expectNothingLeft(owner.order.id, slot.fileId);
    });

    it('refuses a reused URL: failed_precondition UPLOAD_ALREADY_USED, the document as first uploaded', async () => {
      const owner = await signUpOrderingCustomer(app());
      const input = identityPdf(owner, 'first');
      const { slot, document } = await uploadDocument(owner.rpc, input);

      const replay = await putBytes(slot.url, sampleFiles.pdf('again'), slot.headers);
      if (storage === 'local') {
        expect(replay.status).toBe(409);
        expect(await replay.json()).toMatchObject({ error: 'UPLOAD_ALREADY_USED' });
      } else {
        // A presigned URL can be replayed until it expires, on S3 too. The bytes land under
        // the incoming key, never over the confirmed document, which was moved away.
        expect(replay.status).toBe(200);
      }
      const { detail } = await expectRpcError(
        owner.rpc.documents.confirmUpload({
          fileId: slot.fileId,
          key: slot.key,
          documentType: 'identity',
        }),
        Code.FailedPrecondition,
      );
      expect(detail?.reason).toBe('UPLOAD_ALREADY_USED');

      const traces = await readTraces(owner.order.id, slot.fileId);
      expect(traces.documents.map((row) => row.id)).toEqual([document.id]);
      expect(traces.files).toEqual([`documents/${owner.order.id}/${document.id}`]);
      const { url } = await owner.rpc.documents.getDownloadUrl({ documentId: document.id });
      expect(sha256((await download(url)).bytes)).toBe(sha256(input.bytes));
    });

    it.each([
      ['a Windows .exe renamed .pdf', 'setup.pdf', sampleFiles.exe()],
      ['a PNG named .pdf', 'scan.pdf', sampleFiles.png()],
      ['a PDF named .png', 'scan.png', sampleFiles.pdf()],
    ])('refuses %s with invalid_argument INVALID_FILE', async (_title, fileName, bytes) => {
      const owner = await signUpOrderingCustomer(app());
      const slot = await owner.rpc.documents.getUploadUrl({
        orderId: owner.order.id,
        fileName,
        documentType: 'identity',
        size: BigInt(bytes.length),
        sha256: sha256(bytes),
      });
      const put = await putBytes(slot.url, bytes, slot.headers);
      const confirm = () =>
        owner.rpc.documents.confirmUpload({
          fileId: slot.fileId,
          key: slot.key,
          documentType: 'identity',
        });
      if (storage === 'local') {
        // The embedded storage reads the bytes as they arrive and forgets the upload at once.
        expect(put.status).toBe(415);
        expect(await put.json()).toMatchObject({ error: 'INVALID_FILE' });
        const { detail } = await expectRpcError(confirm(), Code.NotFound);
        expect(detail?.reason).toBe('UPLOAD_NOT_FOUND');
      } else {
        // S3 takes any bytes; ConfirmUpload reads them.
        expect(put.status).toBe(200);
        const { error, detail } = await expectRpcError(confirm(), Code.InvalidArgument);
        expect(detail?.reason).toBe('INVALID_FILE');
        expect(error.rawMessage).toBe('Invalid file or document type.');
      }
      await expectNothingLeft(owner.order.id, slot.fileId);
    });

    it.each([
      ['one byte fewer', -1],
      ['one byte more', 1],
    ])(
      'refuses %s than announced with invalid_argument INVALID_FILE',
      async (_title, difference) => {
        const owner = await signUpOrderingCustomer(app());
        const bytes = sampleFiles.pdf();
        const slot = await owner.rpc.documents.getUploadUrl({
          orderId: owner.order.id,
          fileName: 'passport.pdf',
          documentType: 'identity',
          size: BigInt(bytes.length - difference),
          sha256: sha256(bytes),
        });
        const put = await putBytes(slot.url, bytes);
        const confirm = () =>
          owner.rpc.documents.confirmUpload({
            fileId: slot.fileId,
            key: slot.key,
            documentType: 'identity',
          });
        if (storage === 'local') {
          expect(put.status).toBe(415);
          expect(await put.json()).toMatchObject({ error: 'INVALID_FILE' });
          const { detail } = await expectRpcError(confirm(), Code.NotFound);
          expect(detail?.reason).toBe('UPLOAD_NOT_FOUND');
        } else {
          // S3 answers 403 to a body whose length differs from the signed Content-Length;
          // the emulator does not verify signatures and stores it, so ConfirmUpload's own
          // size check is what refuses it here.
          expect(put.status).toBe(200);
          const { detail } = await expectRpcError(confirm(), Code.InvalidArgument);
          expect(detail?.reason).toBe('INVALID_FILE');
        }
        await expectNothingLeft(owner.order.id, slot.fileId);
      },
    );

    it.each([
      [
        `a PDF of ${MAX_UPLOAD_BYTES + 1} bytes (10 MB + 1)`,
        'fr',
        'identity',
        'scan.pdf',
        MAX_UPLOAD_BYTES + 1,
      ],
      [
        `a .p12 of ${MAX_CERTIFICATE_BYTES + 1} bytes (256 KB + 1)`,
        'es',
        'personal_certificate',
        'certificado.p12',
        MAX_CERTIFICATE_BYTES + 1,
      ],
    ])(
      'refuses %s with invalid_argument FILE_TOO_LARGE on size',
      async (_title, country, documentType, fileName, size) => {
        const owner =
          country === 'es'
            ? await signUpSpanishCustomer(app())
            : await signUpOrderingCustomer(app());
        const { detail, fields } = await expectRpcError(
          owner.rpc.documents.getUploadUrl({
            orderId: owner.order.id,
            fileName,
            documentType,
            size: BigInt(size),
            sha256: 'a'.repeat(64),
          }),
          Code.InvalidArgument,
        );
        expect(detail?.reason).toBe('FILE_TOO_LARGE');
        expect(fields).toEqual(['size']);
        await expectNothingLeft(owner.order.id);
      },
    );

    it.each([
      ['an unknown document type', 'fr', 'tax_return'],
      ['a Spanish type on a French order', 'fr', 'identity_front'],
      ['a French type on a Spanish order', 'es', 'business_proof_of_address'],
      ['a type only the formation team uploads', 'es', 'resguardo'],
    ])(
      'refuses %s with invalid_argument INVALID_FILE on document_type',
      async (_title, country, documentType) => {
        const owner =
          country === 'es'
            ? await signUpSpanishCustomer(app())
            : await signUpOrderingCustomer(app());
        const { error, detail, fields } = await expectRpcError(
          owner.rpc.documents.getUploadUrl({
            orderId: owner.order.id,
            fileName: 'document.pdf',
            documentType,
            size: 100n,
          }),
          Code.InvalidArgument,
        );
        expect(detail?.reason).toBe('INVALID_FILE');
        expect(fields).toEqual(['document_type']);
        expect(error.rawMessage).toBe('Invalid file or document type.');
        await expectNothingLeft(owner.order.id);
      },
    );

    it("answers another customer's order id like a missing one: not_found ORDER_NOT_FOUND", async () => {
      const [mine, theirs] = await Promise.all([
        signUpOrderingCustomer(app()),
        signUpOrderingCustomer(app()),
      ]);
      await uploadDocument(theirs.rpc, identityPdf(theirs));
      const before = await readTraces(theirs.order.id);

      for (const orderId of [theirs.order.id, crypto.randomUUID()]) {
        const announce = await expectRpcError(
          mine.rpc.documents.getUploadUrl({ ...toAnnouncement(identityPdf(mine)), orderId }),
          Code.NotFound,
        );
        expect(announce.detail?.reason).toBe('ORDER_NOT_FOUND');
        const list = await expectRpcError(
          mine.rpc.documents.listDocuments({ orderId }),
          Code.NotFound,
        );
        expect(list.detail?.reason).toBe('ORDER_NOT_FOUND');
      }
      expect(await readTraces(theirs.order.id)).toEqual(before);
      await expectNothingLeft(mine.order.id);
    });

    it("refuses to confirm another customer's upload: not_found UPLOAD_NOT_FOUND, and theirs still goes through", async () => {
      const [mine, theirs] = await Promise.all([
        signUpOrderingCustomer(app()),
        signUpOrderingCustomer(app()),
      ]);
      const slot = await announceAndPut(theirs.rpc, identityPdf(theirs));
      const request = { fileId: slot.fileId, key: slot.key, documentType: 'identity' };

      const { detail } = await expectRpcError(
        mine.rpc.documents.confirmUpload(request),
        Code.NotFound,
      );
      expect(detail?.reason).toBe('UPLOAD_NOT_FOUND');
      await expectNothingLeft(mine.order.id);

      const { document } = await theirs.rpc.documents.confirmUpload(request);
      expect(document?.orderId).toBe(theirs.order.id);
    });

    it("answers another customer's document id with not_found DOCUMENT_NOT_FOUND on delete and download", async () => {
      const [mine, theirs] = await Promise.all([
        signUpOrderingCustomer(app()),
        signUpOrderingCustomer(app()),
      ]);
      const { document } = await uploadDocument(theirs.rpc, identityPdf(theirs));

      for (const documentId of [document.id, crypto.randomUUID()]) {
        const deletion = await expectRpcError(
          mine.rpc.documents.deleteDocument({ documentId }),
          Code.NotFound,
        );
        expect(deletion.detail?.reason).toBe('DOCUMENT_NOT_FOUND');
        const download = await expectRpcError(
          mine.rpc.documents.getDownloadUrl({ documentId }),
          Code.NotFound,
        );
        expect(download.detail?.reason).toBe('DOCUMENT_NOT_FOUND');
      }
      const { documents: theirList } = await theirs.rpc.documents.listDocuments({
        orderId: theirs.order.id,
      });
      expect(theirList.map((listed) => listed.id)).toEqual([document.id]);
      expect((await readTraces(theirs.order.id)).files).toHaveLength(1);
      const audit = await app()
        .context.db.select()
        .from(documentAudit)
        .where(eq(documentAudit.documentId, document.id));
      expect(audit.map((row) => row.actorUserId)).toEqual([theirs.user.id]);
    });
  });
});
