import { createHash } from 'node:crypto';
import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { P12Signer } from '@signpdf/signer-p12';
import { SignPdf } from '@signpdf/signpdf';
import { SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { toWinAnsi } from '../../documents/pdf-writer.js';
import { getSandboxCertificate } from './sandbox-certificate.js';

/** How the signer signed on the page: a drawing (PNG) or their typed name. */
export type SignatureMark = { kind: 'drawn'; png: Buffer } | { kind: 'typed'; name: string };

/** What the audit-trail page of a signed document says. */
export interface AuditTrail {
  requestId: string;
  signerName: string;
  signerEmail: string;
  ip: string;
  userAgent: string;
  createdAt: Date;
  openedAt: Date | undefined;
  signedAt: Date;
  originalSha256: string;
}

/** Where the mark goes on the last page: the place Yousign's signature field takes too. */
const FIELD = { x: 72, y: 120, width: 180, height: 60 };

export function sha256Hex(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

const utc = (date: Date | undefined) =>
  date ? `${date.toISOString().replace('T', ' ').slice(0, 19)} UTC` : '-';

/**
 * Signs a document as the sandbox partner: stamps the signer's mark and the
 * date on the last page, appends an audit-trail page, then seals the whole
 * with a PAdES signature (SubFilter ETSI.CAdES.detached, a detached CMS over
 * the byte range, made with the sandbox certificate). The CMS carries no
 * signing-certificate-v2 attribute, so it is PAdES-shaped, not PAdES-baseline
 * conformant: enough to show integrity, which is all a sandbox can promise.
 */
export async function signSandboxDocument(
  original: Buffer,
  mark: SignatureMark,
  audit: AuditTrail,
): Promise<Buffer> {
  const doc = await PDFDocument.load(original);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const italic = await doc.embedFont(StandardFonts.HelveticaOblique);
  const pages = doc.getPages();
  const last = pages[pages.length - 1]!;
  last.drawRectangle({
    ...FIELD,
    borderColor: rgb(0.2, 0.3, 0.6),
    borderWidth: 0.75,
  });
  if (mark.kind === 'drawn') {
    const image = await doc.embedPng(mark.png);
    const scale = Math.min((FIELD.width - 8) / image.width, (FIELD.height - 8) / image.height);
    last.drawImage(image, {
      x: FIELD.x + 4,
      y: FIELD.y + 4,
      width: image.width * scale,
      height: image.height * scale,
    });
  } else {
    last.drawText(toWinAnsi(italic, mark.name), {
      x: FIELD.x + 8,
      y: FIELD.y + 24,
      size: 18,
      font: italic,
      maxWidth: FIELD.width - 16,
    });
  }
  last.drawText(toWinAnsi(regular, `${audit.signerName} - ${utc(audit.signedAt)}`), {
    x: FIELD.x,
    y: FIELD.y - 12,
    size: 8,
    font: regular,
  });

  const trail = doc.addPage([595.28, 841.89]);
  let y = 780;
  const line = (text: string, font = regular, size = 10) => {
    trail.drawText(toWinAnsi(font, text), { x: 56, y, size, font, maxWidth: 483 });
    y -= size * 1.8;
  };
  line('Audit trail - Foundly sandbox e-signature', bold, 14);
  line('Sandbox: this signature was made with a test certificate and binds no one.', italic, 9);
  line(`Signature request: ${audit.requestId}`);
  line(`Signer: ${audit.signerName} <${audit.signerEmail}>`);
  line(`IP address: ${audit.ip}`);
  line(`User agent: ${audit.userAgent}`, regular, 8);
  line(`Request created: ${utc(audit.createdAt)}`);
  line(`Document opened: ${utc(audit.openedAt)}`);
  line(`Document signed: ${utc(audit.signedAt)}`);
  line(`Signature: ${mark.kind === 'drawn' ? 'drawn by hand' : 'typed name'}`);
  line('SHA-256 of the original document:');
  line(audit.originalSha256, regular, 9);

  pdflibAddPlaceholder({
    pdfDoc: doc,
    reason: toWinAnsi(regular, `Signed by ${audit.signerName}`),
    contactInfo: audit.signerEmail,
    name: 'Foundly Sandbox Signing',
    location: 'Foundly sandbox',
    signingTime: audit.signedAt,
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
    appName: 'Foundly',
  });
  const prepared = Buffer.from(await doc.save({ useObjectStreams: false }));
  const signer = new P12Signer(getSandboxCertificate(), { passphrase: '' });
  return Buffer.from(await new SignPdf().sign(prepared, signer, audit.signedAt));
}
