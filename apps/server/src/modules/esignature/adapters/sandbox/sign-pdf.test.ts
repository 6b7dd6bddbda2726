import { PDFDocument } from 'pdf-lib';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { buildMicroDeclaration } from '../../documents/french-documents.js';
import { runPdfsig } from '../../testing/run-pdfsig.js';
import { sha256Hex, signSandboxDocument, type AuditTrail } from './sign-pdf.js';

// The smallest valid PNG: one transparent pixel.
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

describe('the sandbox signature', () => {
  const date = new Date('2026-03-15T12:00:00Z');
  const audit = (original: Buffer): AuditTrail => ({
    requestId: 'b4a1c2d3-0000-4000-8000-000000000001',
    signerName: 'Ada Lovelace',
    signerEmail: 'ada@example.com',
    ip: '127.0.0.1',
    userAgent: 'vitest',
    createdAt: date,
    openedAt: date,
    signedAt: new Date(date.getTime() + 60_000),
    originalSha256: sha256Hex(original),
  });

  it.each([
    ['typed name', { kind: 'typed', name: 'Ada Lovelace' } as const],
    ['drawing', { kind: 'drawn', png: PIXEL } as const],
  ])(
    'a %s yields one ETSI.CAdES.detached signature pdfsig reads as unmodified, and an audit page',
    async (_title, mark) => {
      const original = await buildMicroDeclaration({ answers: {}, date });
      const signed = await signSandboxDocument(original, mark, audit(original));
      const pages = (await PDFDocument.load(original)).getPageCount();
      expect((await PDFDocument.load(signed)).getPageCount()).toBe(pages + 1);
      const report = await runPdfsig(signed);
      expect(report).toContain('Signature #1');
      expect(report).not.toContain('Signature #2');
      expect(report).toContain('Signer Certificate Common Name: Foundly Sandbox Signing');
      expect(report).toContain('Signature Type: ETSI.CAdES.detached');
      expect(report).toContain('Total document signed');
      // Self-signed: the integrity holds, the issuer is unknown to poppler.
      expect(report).toContain('Signature Validation: Signature is Valid.');
      const { text } = await extractText(await getDocumentProxy(new Uint8Array(signed)), {
        mergePages: true,
      });
      expect(text).toContain(sha256Hex(original));
      expect(text).toContain('Ada Lovelace <ada@example.com>');
    },
  );

  it('a byte changed after signing is reported by pdfsig', async () => {
    const original = await buildMicroDeclaration({ answers: {}, date });
    const signed = await signSandboxDocument(
      original,
      { kind: 'typed', name: 'Ada' },
      audit(original),
    );
    const tampered = Buffer.from(signed);
    // A byte of the binary comment after the header: the file still parses, its digest changes.
    tampered[11]! ^= 1;
    const report = await runPdfsig(tampered);
    expect(report).toContain('Signature Validation: Digest Mismatch');
  });
});
