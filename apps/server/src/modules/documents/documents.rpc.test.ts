import { Code, ConnectError } from '@connectrpc/connect';
import { MAX_CERTIFICATE_BYTES, MAX_UPLOAD_BYTES } from '@foundly/domain';
import { ErrorDetailSchema } from '@foundly/proto';
import { asc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { describeCallerChecks, signUpOrderingCustomer } from '../../../test/caller-checks.js';
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
import { attachDocument } from './index.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe.each(BACKENDS)('DocumentService on %s', (backend) => {
  describe.each(STORAGES)('with %s storage', (storage) => {
    const clock = new TestClock();
    const { app, readTraces } = useStorageTestApp(backend, storage, { clock });
    afterEach(() => clock.reset());

    describe('the upload handshake', () => {
      it('stores a file under its sanitised name, lists it and serves the same bytes back', async () => {
        const { rpc, order, user } = await signUpOrderingCustomer(app());
        const bytes = sampleFiles.pdf('handshake');
        const announcedAt = Math.floor(clock.now().getTime() / 1000);
        const slot = await rpc.documents.getUploadUrl({
          orderId: order.id,
          fileName: "Carte d'identité – recto 🪪.pdf",
          groupingId: 'founder-1',
          category: 'identity',
          documentType: 'identity',
          size: BigInt(bytes.length),
          sha256: sha256(bytes),
        });
        expect(slot.fileId).toMatch(UUID);
        expect(slot.key).toBe(`incoming/${slot.fileId}`);
        expect(Number(slot.expiresAt) - announcedAt).toBeGreaterThanOrEqual(599);
        expect(Number(slot.expiresAt) - announcedAt).toBeLessThanOrEqual(601);

        expect((await putBytes(slot.url, bytes, slot.headers)).status).toBe(200);
        const { document } = await rpc.documents.confirmUpload({
          fileId: slot.fileId,
          key: slot.key,
          documentType: 'identity',
          metadata: { side: 'front' },
          referenceField: 'identityFrontId',
        });

        // The dash (U+2013) and the emoji are outside printable Latin-1; 'é' is inside it.
        expect(document).toMatchObject({
          id: expect.stringMatching(UUID),
          orderId: order.id,
          fileName: "Carte d'identité _ recto _.pdf",
          type: 'identity',
          category: 'identity',
          groupingId: 'founder-1',
          size: BigInt(bytes.length),
          contentType: 'application/pdf',
          authority: '',
          uploadedByCustomer: true,
          metadata: { side: 'front' },
        });
        const { documents: listed } = await rpc.documents.listDocuments({ orderId: order.id });
        expect(listed).toEqual([document]);

        const { url } = await rpc.documents.getDownloadUrl({ documentId: document!.id });
        const { response, bytes: served } = await download(url);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('application/pdf');
        expect(response.headers.get('content-disposition')).toBe(
          `attachment; filename="Carte d'identit_ _ recto _.pdf"; filename*=UTF-8''Carte%20d%27identit%C3%A9%20_%20recto%20_.pdf`,
        );
        expect(sha256(served)).toBe(sha256(bytes));
        const inline = await rpc.documents.getDownloadUrl({
          documentId: document!.id,
          inline: true,
        });
        expect((await fetch(inline.url)).headers.get('content-disposition')).toMatch(
          /^inline; filename="Carte d'identit_ _ recto _\.pdf"/,
        );

        const mine = await rpc.orders.getMyOrder({ orderId: order.id });
        const reference = {
          id: document!.id,
          type: 'identity',
          fileName: "Carte d'identité _ recto _.pdf",
          createdAt: document!.createdAt,
        };
        expect(mine.documents).toMatchObject([reference]);
        expect(mine.order?.documents).toMatchObject([reference]);
        expect(mine.order?.documentRefs).toEqual({ identityFrontId: document!.id });

        const traces = await readTraces(order.id, slot.fileId);
        expect(traces.uploads).toMatchObject([{ id: slot.fileId, status: 'CONFIRMED' }]);
        expect(traces.documents).toMatchObject([
          {
            id: document!.id,
            uploadId: slot.fileId,
            storageKey: `documents/${order.id}/${document!.id}`,
            bucket: storage === 'local' ? 'local' : 'documents',
            sha256: sha256(bytes),
            uploadedBy: 'customer',
            uploadedByUserId: user.id,
            deletedAt: null,
          },
        ]);
        expect(traces.files).toEqual([`documents/${order.id}/${document!.id}`]);
      });

      it.each([
        ['a PNG', 'scan.PNG', 'identity', () => sampleFiles.png(), 'image/png'],
        ['a JPEG', 'scan.jpeg', 'proof_of_address', () => sampleFiles.jpeg(), 'image/jpeg'],
        [
          `a PDF of exactly ${MAX_UPLOAD_BYTES} bytes (10 MB)`,
          'big.pdf',
          'proof_of_address',
          () =>
            Buffer.concat([sampleFiles.pdf(), Buffer.alloc(MAX_UPLOAD_BYTES)], MAX_UPLOAD_BYTES),
          'application/pdf',
        ],
      ])('accepts %s', async (_title, fileName, documentType, makeBytes, contentType) => {
        const bytes = makeBytes();
        const owner = await signUpOrderingCustomer(app());
        const { document } = await uploadDocument(owner.rpc, {
          orderId: owner.order.id,
          fileName,
          documentType,
          bytes,
        });
        expect(document).toMatchObject({ fileName, contentType, size: BigInt(bytes.length) });
        const { url } = await owner.rpc.documents.getDownloadUrl({ documentId: document.id });
        expect(sha256((await download(url)).bytes)).toBe(sha256(bytes));
      });

      it(`accepts a Spanish .p12 certificate of exactly ${MAX_CERTIFICATE_BYTES} bytes (256 KB)`, async () => {
        const owner = await signUpSpanishCustomer(app());
        const bytes = sampleFiles.p12(MAX_CERTIFICATE_BYTES);
        const { document } = await uploadDocument(owner.rpc, {
          orderId: owner.order.id,
          fileName: 'certificado.p12',
          documentType: 'personal_certificate',
          bytes,
        });
        expect(document).toMatchObject({
          category: 'certificate',
          contentType: 'application/x-pkcs12',
          size: BigInt(MAX_CERTIFICATE_BYTES),
        });
      });

      it('lists the newest first and finds by part of the name, ignoring case, with % and _ taken literally', async () => {
        const owner = await signUpOrderingCustomer(app());
        const first = await uploadDocument(owner.rpc, {
          ...identityPdf(owner),
          fileName: 'Passport_2024.pdf',
        });
        clock.advance(1);
        const second = await uploadDocument(owner.rpc, {
          ...identityPdf(owner),
          fileName: 'bill 100%.pdf',
          documentType: 'proof_of_address',
        });
        const list = async (query: string) =>
          (
            await owner.rpc.documents.listDocuments({ orderId: owner.order.id, query })
          ).documents.map((document) => document.id);
        expect(await list('')).toEqual([second.document.id, first.document.id]);
        expect(await list('PASSPORT')).toEqual([first.document.id]);
        expect(await list('_')).toEqual([first.document.id]);
        expect(await list('%')).toEqual([second.document.id]);
        expect(await list('nothing like it')).toEqual([]);
      });
    });

    describe('DeleteDocument', () => {
      it('soft-deletes an uploaded document, its file and its reference; a second delete answers false', async () => {
        const owner = await signUpOrderingCustomer(app());
        const { document } = await uploadDocument(owner.rpc, {
          ...identityPdf(owner),
          referenceField: 'identityFrontId',
        });
        const { document: kept } = await uploadDocument(owner.rpc, {
          ...identityPdf(owner),
          fileName: 'bill.pdf',
          documentType: 'proof_of_address',
          referenceField: 'proofOfAddressId',
        });

        expect(await owner.rpc.documents.deleteDocument({ documentId: document.id })).toMatchObject(
          { deleted: true },
        );

        const { documents: listed } = await owner.rpc.documents.listDocuments({
          orderId: owner.order.id,
        });
        expect(listed.map((listedDocument) => listedDocument.id)).toEqual([kept.id]);
        const mine = await owner.rpc.orders.getMyOrder({ orderId: owner.order.id });
        expect(mine.documents.map((reference) => reference.id)).toEqual([kept.id]);
        expect(mine.order?.documentRefs).toEqual({ proofOfAddressId: kept.id });

        const traces = await readTraces(owner.order.id);
        expect(traces.documents.find((row) => row.id === document.id)?.deletedAt).toBeInstanceOf(
          Date,
        );
        expect(traces.files).toEqual([`documents/${owner.order.id}/${kept.id}`]);
        expect(await app().context.storage.size(`documents/${owner.order.id}/${document.id}`)).toBe(
          undefined,
        );

        const download = await expectRpcError(
          owner.rpc.documents.getDownloadUrl({ documentId: document.id }),
          Code.NotFound,
        );
        expect(download.detail?.reason).toBe('DOCUMENT_NOT_FOUND');
        expect(await owner.rpc.documents.deleteDocument({ documentId: document.id })).toMatchObject(
          { deleted: false },
        );
      });

      it('refuses to delete a document the formation team issued: permission_denied DOCUMENT_NOT_DELETABLE', async () => {
        const owner = await signUpSpanishCustomer(app());
        const bytes = sampleFiles.pdf('resguardo');
        const issued = await attachDocument(app().context, {
          orderId: owner.order.id,
          type: 'resguardo',
          fileName: 'Resguardo AEAT.pdf',
          bytes,
          actorUserId: null,
        });

        const { documents: listed } = await owner.rpc.documents.listDocuments({
          orderId: owner.order.id,
        });
        expect(listed).toMatchObject([
          { id: issued.id, authority: 'aeat', uploadedByCustomer: false, type: 'resguardo' },
        ]);
        const { detail } = await expectRpcError(
          owner.rpc.documents.deleteDocument({ documentId: issued.id }),
          Code.PermissionDenied,
        );
        expect(detail?.reason).toBe('DOCUMENT_NOT_DELETABLE');

        const traces = await readTraces(owner.order.id);
        expect(traces.documents).toMatchObject([{ id: issued.id, deletedAt: null }]);
        expect(traces.files).toEqual([issued.storageKey]);
        const { url } = await owner.rpc.documents.getDownloadUrl({ documentId: issued.id });
        expect(sha256((await download(url)).bytes)).toBe(sha256(bytes));
      });
    });

    it('creates one document when two confirmations of the same upload race', async () => {
      const owner = await signUpOrderingCustomer(app());
      const input = identityPdf(owner);
      const slot = await announceAndPut(owner.rpc, input);
      const request = { fileId: slot.fileId, key: slot.key, documentType: 'identity' };

      const outcomes = await Promise.allSettled([
        owner.rpc.documents.confirmUpload(request),
        owner.rpc.documents.confirmUpload(request),
      ]);

      const confirmed = outcomes.flatMap((outcome) =>
        outcome.status === 'fulfilled' ? [outcome.value.document!] : [],
      );
      const refused = outcomes.flatMap((outcome) =>
        outcome.status === 'rejected' ? [ConnectError.from(outcome.reason)] : [],
      );
      expect(confirmed).toHaveLength(1);
      expect(
        refused.map((error) => [Code[error.code], error.findDetails(ErrorDetailSchema)[0]?.reason]),
      ).toEqual([[Code[Code.FailedPrecondition], 'UPLOAD_ALREADY_USED']]);
      const traces = await readTraces(owner.order.id, slot.fileId);
      expect(traces.documents.map((row) => row.id)).toEqual([confirmed[0]!.id]);
      expect(traces.files).toEqual([`documents/${owner.order.id}/${confirmed[0]!.id}`]);
      const { url } = await owner.rpc.documents.getDownloadUrl({ documentId: confirmed[0]!.id });
      expect(sha256((await download(url)).bytes)).toBe(sha256(input.bytes));
    });

    it('records who uploaded, downloaded and deleted a document', async () => {
      const owner = await signUpOrderingCustomer(app());
      const { document } = await uploadDocument(owner.rpc, identityPdf(owner));
      await owner.rpc.documents.getDownloadUrl({ documentId: document.id });
      await owner.rpc.documents.deleteDocument({ documentId: document.id });
      const issued = await attachDocument(app().context, {
        orderId: owner.order.id,
        type: 'register_extract',
        fileName: 'Kbis.pdf',
        bytes: sampleFiles.pdf('Kbis'),
        actorUserId: null,
      });

      const audit = await app()
        .context.db.select()
        .from(documentAudit)
        .where(eq(documentAudit.orderId, owner.order.id))
        .orderBy(asc(documentAudit.createdAt));
      expect(
        audit.map(({ documentId, actorUserId, action }) => [documentId, actorUserId, action]),
      ).toEqual([
        [document.id, owner.user.id, 'upload'],
        [document.id, owner.user.id, 'download'],
        [document.id, owner.user.id, 'delete'],
        [issued.id, null, 'upload'],
      ]);
      expect(audit.every((row) => row.createdAt instanceof Date)).toBe(true);
    });

    describeCallerChecks('GetUploadUrl', app, (rpc, caller) =>
      rpc.documents.getUploadUrl(toAnnouncement(identityPdf(caller))),
    );
    describeCallerChecks('ConfirmUpload', app, async (rpc, caller) => {
      const input = identityPdf(caller);
      const slot = await announceAndPut(caller.rpc, input);
      return rpc.documents.confirmUpload({
        fileId: slot.fileId,
        key: slot.key,
        documentType: input.documentType,
      });
    });
    describeCallerChecks('DeleteDocument', app, async (rpc, caller) => {
      const { document } = await uploadDocument(caller.rpc, identityPdf(caller));
      return rpc.documents.deleteDocument({ documentId: document.id });
    });
    describeCallerChecks('ListDocuments', app, (rpc, caller) =>
      rpc.documents.listDocuments({ orderId: caller.order.id }),
    );
    describeCallerChecks('GetDownloadUrl', app, async (rpc, caller) => {
      const { document } = await uploadDocument(caller.rpc, identityPdf(caller));
      return rpc.documents.getDownloadUrl({ documentId: document.id });
    });
  });
});
