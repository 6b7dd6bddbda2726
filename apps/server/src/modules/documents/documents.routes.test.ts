import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signUpOrderingCustomer, type OrderingCustomer } from '../../../test/caller-checks.js';
import {
  announceAndPut,
  putBytes,
  sampleFiles,
  sha256,
  signUpSpanishCustomer,
  toAnnouncement,
  uploadDocument,
} from '../../../test/documents.js';
import { BACKENDS, TestClock } from '../../../test/harness.js';
import { useStorageTestApp } from '../../../test/storage.js';
import { findUpload } from './documents.repository.js';

/** The URL with one character of its token's signature changed. */
function forgeSignature(url: string): string {
  const parsed = new URL(url);
  const token = parsed.searchParams.get('token')!;
  const last = token.at(-2) === 'A' ? 'B' : 'A';
  parsed.searchParams.set('token', `${token.slice(0, -2)}${last}${token.at(-1)}`);
  return parsed.toString();
}

/** The URL with its token's payload swapped for another one, under the original signature. */
function swapPayload(url: string, change: (payload: Record<string, unknown>) => void): string {
  const parsed = new URL(url);
  const [body, signature] = parsed.searchParams.get('token')!.split('.');
  const payload = JSON.parse(Buffer.from(body!, 'base64url').toString()) as Record<string, unknown>;
  change(payload);
  parsed.searchParams.set(
    'token',
    `${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${signature}`,
  );
  return parsed.toString();
}

describe.each(BACKENDS)('local storage URLs on %s', (backend) => {
  const clock = new TestClock();
  const { app, listStoredKeys, localDirectory } = useStorageTestApp(backend, 'local', { clock });
  let owner: OrderingCustomer;

  beforeAll(async () => {
    owner = await signUpOrderingCustomer(app());
  });
  afterEach(() => clock.reset());

  const identityPdf = (text?: string) => ({
    orderId: owner.order.id,
    fileName: 'passport.pdf',
    documentType: 'identity',
    bytes: sampleFiles.pdf(text),
  });

  it('keeps files encrypted at rest: the bytes on disk never show the content, and decrypt to it', async () => {
    const marker = `FOUNDLY-PLAINTEXT-MARKER-${crypto.randomUUID()}`;
    const bytes = sampleFiles.pdf(marker);
    const slot = await announceAndPut(owner.rpc, { ...identityPdf(), bytes });

    const incoming = await readFile(path.join(localDirectory(), `${slot.key}.enc`));
    expect(incoming.includes(marker)).toBe(false);
    expect(incoming.includes('%PDF')).toBe(false);

    const { document } = await owner.rpc.documents.confirmUpload({
      fileId: slot.fileId,
      key: slot.key,
      documentType: 'identity',
    });
    const key = `documents/${owner.order.id}/${document!.id}`;
    const stored = await readFile(path.join(localDirectory(), `${key}.enc`));
    // 'FDL1', a 12-byte IV, the ciphertext (as long as the file) and a 16-byte GCM tag.
    expect(stored.subarray(0, 4).toString()).toBe('FDL1');
    expect(stored.length).toBe(bytes.length + 32);
    expect(stored.includes(marker)).toBe(false);
    expect(stored.includes('%PDF')).toBe(false);
    expect(sha256(await app().context.storage.read(key))).toBe(sha256(bytes));
  });

  it.each([
    ['application/pdf', { 'content-type': 'application/pdf' }],
    ['text/plain', { 'content-type': 'text/plain' }],
    ['no content type', {}],
  ])('takes the bytes whatever content type the browser sends (%s)', async (_title, headers) => {
    const input = identityPdf();
    const slot = await owner.rpc.documents.getUploadUrl(toAnnouncement(input));
    const response = await fetch(slot.url, {
      method: 'PUT',
      body: new Uint8Array(input.bytes),
      headers,
    });
    expect(response.status).toBe(200);
    expect((await findUpload(app().context.db, slot.fileId))?.status).toBe('UPLOADED');
  });

  it('serves a download privately, never sniffed nor cached', async () => {
    const { document } = await uploadDocument(owner.rpc, identityPdf());
    const { url } = await owner.rpc.documents.getDownloadUrl({ documentId: document.id });
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it.each([
    ['a PDF that is also an HTML page', 'scan.pdf', 'application/pdf', 'pdf'],
    ['a PNG that is also an HTML page', 'scan.png', 'image/png', 'png'],
  ] as const)(
    'serves %s sandboxed: a download as an attachment, a view inline, never sniffed',
    async (_title, fileName, contentType, format) => {
      const page = '<html><body><script>fetch("/api/auth/get-session")</script></body></html>';
      const bytes = Buffer.concat([sampleFiles[format]('polyglot'), Buffer.from(page)]);
      const { document } = await uploadDocument(owner.rpc, { ...identityPdf(), fileName, bytes });

      for (const inline of [false, true]) {
        const { url } = await owner.rpc.documents.getDownloadUrl({
          documentId: document.id,
          inline,
        });
        const response = await fetch(url);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe(contentType);
        expect(response.headers.get('content-disposition')).toMatch(
          inline ? /^inline; / : /^attachment; /,
        );
        expect(response.headers.get('x-content-type-options')).toBe('nosniff');
        const policy = response.headers.get('content-security-policy') ?? '';
        expect(policy.split(';').map((directive) => directive.trim())).toEqual(
          expect.arrayContaining(['sandbox', "default-src 'none'", "frame-ancestors 'self'"]),
        );
        expect(response.headers.get('referrer-policy')).toBe('no-referrer');
        // The back-office shows documents in a frame of its own pages, never another site's.
        expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      }
    },
  );

  it('serves a certificate as an attachment even when asked to show it', async () => {
    const spanish = await signUpSpanishCustomer(app());
    const { document } = await uploadDocument(spanish.rpc, {
      orderId: spanish.order.id,
      fileName: 'certificado.p12',
      documentType: 'personal_certificate',
      bytes: sampleFiles.p12(),
    });
    const { url } = await spanish.rpc.documents.getDownloadUrl({
      documentId: document.id,
      inline: true,
    });
    const response = await fetch(url);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; /);
    expect(response.headers.get('content-security-policy')).toMatch(/^sandbox;/);
  });

  describe('forged and misused URLs', () => {
    it.each([
      ['a changed signature', forgeSignature],
      ['a token that is not one', (url: string) => url.replace(/token=[^&]+/, 'token=forged')],
    ])('answers 404 to an upload URL with %s; the real URL still works', async (_title, forge) => {
      const input = identityPdf();
      const slot = await owner.rpc.documents.getUploadUrl(toAnnouncement(input));
      const response = await putBytes(forge(slot.url), input.bytes);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ error: 'UPLOAD_NOT_FOUND' });
      expect((await listStoredKeys()).filter((key) => key.includes(slot.fileId))).toEqual([]);

      expect((await putBytes(slot.url, input.bytes)).status).toBe(200);
    });

    it("answers 404 to an upload URL rewritten to another upload's key", async () => {
      const input = identityPdf();
      const announce = () => owner.rpc.documents.getUploadUrl(toAnnouncement(input));
      const [mine, target] = [await announce(), await announce()];
      const rewritten = swapPayload(mine.url, (payload) => {
        payload.key = target.key;
      });

      expect((await putBytes(rewritten, input.bytes)).status).toBe(404);
      expect((await findUpload(app().context.db, target.fileId))?.status).toBe('PENDING');
      expect((await listStoredKeys()).filter((key) => key.includes(target.fileId))).toEqual([]);
    });

    it('answers 404 to a download URL with a changed signature or pointing at another file', async () => {
      const { document } = await uploadDocument(owner.rpc, identityPdf());
      const other = await uploadDocument(owner.rpc, identityPdf('other'));
      const { url } = await owner.rpc.documents.getDownloadUrl({ documentId: document.id });

      expect((await fetch(forgeSignature(url))).status).toBe(404);
      const redirected = swapPayload(url, (payload) => {
        payload.key = `documents/${owner.order.id}/${other.document.id}`;
      });
      expect((await fetch(redirected)).status).toBe(404);
      expect((await fetch(url)).status).toBe(200);
    });

    it('answers 404 to an upload URL used to download and a download URL used to upload', async () => {
      const input = identityPdf();
      const slot = await owner.rpc.documents.getUploadUrl(toAnnouncement(input));
      expect((await fetch(slot.url)).status).toBe(404);

      const { document } = await uploadDocument(owner.rpc, identityPdf());
      const { url } = await owner.rpc.documents.getDownloadUrl({ documentId: document.id });
      const overwrite = await putBytes(url, sampleFiles.pdf('overwritten'));
      expect(overwrite.status).toBe(404);
      const served = Buffer.from(await (await fetch(url)).arrayBuffer());
      expect(sha256(served)).toBe(sha256(sampleFiles.pdf()));
    });

    it('answers 403 to a download URL after its 5 minutes, and 404 once the document is deleted', async () => {
      const { document } = await uploadDocument(owner.rpc, identityPdf());
      const { url } = await owner.rpc.documents.getDownloadUrl({ documentId: document.id });
      clock.advance(5 * 60 + 1);
      expect((await fetch(url)).status).toBe(403);
      clock.reset();

      await owner.rpc.documents.deleteDocument({ documentId: document.id });
      expect((await fetch(url)).status).toBe(404);
    });

    it('answers 400 to a request without a token', async () => {
      expect((await app().fetch('/api/storage/objects')).status).toBe(400);
    });
  });
});
