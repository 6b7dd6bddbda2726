import { createHash } from 'node:crypto';
import { CountryCode, LegalForm } from '@foundly/proto';
import type { OrderingCustomer } from './caller-checks.js';
import type { RpcClients, TestApp } from './harness.js';

/**
 * Small files that pass (or, for the .exe, fail) the checks by magic bytes.
 * Each carries `text` in clear so that a test can look for it in stored bytes.
 */
export const sampleFiles = {
  pdf: (text = 'Foundly sample') =>
    Buffer.from(
      `%PDF-1.4\n1 0 obj\n<< /Title (${text}) >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`,
    ),
  png: (text = 'Foundly sample') =>
    Buffer.concat([
      Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex'),
      Buffer.from(text),
    ]),
  /** SOI and a JFIF APP0 marker. */
  jpeg: (text = 'Foundly sample') =>
    Buffer.concat([Buffer.from('ffd8ffe000104a46494600', 'hex'), Buffer.from(text)]),
  /** A Windows executable: 'MZ', then the DOS stub. */
  exe: (text = 'This program cannot be run in DOS mode.') =>
    Buffer.concat([Buffer.from('MZ'), Buffer.alloc(58), Buffer.from(text)]),
  /** A PKCS#12 header (SEQUENCE, INTEGER 3) padded to `size` bytes. */
  p12: (size = 2048) =>
    Buffer.concat([
      Buffer.from([0x30, 0x82, ((size - 4) >> 8) & 0xff, (size - 4) & 0xff, 0x02, 0x01, 0x03]),
      Buffer.alloc(size - 7, 0x5a),
    ]),
};

export function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** A French identity PDF for `owner`'s order. */
export function identityPdf(owner: OrderingCustomer, text?: string): UploadInput {
  return {
    orderId: owner.order.id,
    fileName: 'passport.pdf',
    documentType: 'identity',
    bytes: sampleFiles.pdf(text),
  };
}

/** GETs a download URL; the response and its bytes. */
export async function download(url: string) {
  const response = await fetch(url);
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** PUTs bytes to an upload URL with the headers GetUploadUrl asked for, as the web app does. */
export function putBytes(
  url: string,
  bytes: Uint8Array,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(url, {
    method: 'PUT',
    body: new Uint8Array(bytes),
    headers: { 'content-type': 'application/octet-stream', ...headers },
  });
}

export interface UploadInput {
  orderId: string;
  fileName: string;
  documentType: string;
  bytes: Buffer;
  referenceField?: string;
  metadata?: Record<string, string>;
}

/** The GetUploadUrl request announcing a file: its size and its SHA-256. */
export function toAnnouncement(input: UploadInput) {
  return {
    orderId: input.orderId,
    fileName: input.fileName,
    documentType: input.documentType,
    size: BigInt(input.bytes.length),
    sha256: sha256(input.bytes),
  };
}

/** Announces a file and PUTs its bytes; returns what GetUploadUrl answered. */
export async function announceAndPut(rpc: RpcClients, input: UploadInput) {
  const slot = await rpc.documents.getUploadUrl(toAnnouncement(input));
  const response = await putBytes(slot.url, input.bytes, slot.headers);
  if (!response.ok) throw new Error(`PUT answered ${response.status}: ${await response.text()}`);
  return slot;
}

/** The whole handshake: GetUploadUrl, PUT, ConfirmUpload; returns the document and the slot. */
export async function uploadDocument(rpc: RpcClients, input: UploadInput) {
  const slot = await announceAndPut(rpc, input);
  const { document } = await rpc.documents.confirmUpload({
    fileId: slot.fileId,
    key: slot.key,
    documentType: input.documentType,
    referenceField: input.referenceField ?? '',
    metadata: input.metadata ?? {},
  });
  return { slot, document: document! };
}

/** Signs up a customer with a Spanish autónomo draft order (Spanish document types). */
export async function signUpSpanishCustomer(app: TestApp): Promise<OrderingCustomer> {
  const { user, rpc, customer } = await app.signUpCustomer();
  const { order } = await rpc.orders.createOrder({
    countryCode: CountryCode.ES,
    companyLegalForm: LegalForm.AUTONOMO,
  });
  return { user, rpc, customer, order: order! };
}
