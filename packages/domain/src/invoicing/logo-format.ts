import { DOCUMENT_LIMITS } from './document-limits.js';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);

/**
 * What is wrong with a logo, by its bytes and not its name: a PNG starts with
 * its 8-byte signature (ISO/IEC 15948 §5.2), a JPEG with the SOI marker FF D8
 * followed by another marker's FF (ITU-T T.81 annex B). Undefined when it is
 * one of them and within the size limit.
 */
export function findLogoProblem(bytes: Uint8Array): 'logoType' | 'logoSize' | undefined {
  if (!startsWith(bytes, PNG_SIGNATURE) && !startsWith(bytes, JPEG_SIGNATURE)) return 'logoType';
  if (bytes.length > DOCUMENT_LIMITS.logoBytes) return 'logoSize';
  return undefined;
}

/** The media type of a logo that passed `findLogoProblem`. */
export function getLogoMediaType(bytes: Uint8Array): 'image/png' | 'image/jpeg' {
  return startsWith(bytes, PNG_SIGNATURE) ? 'image/png' : 'image/jpeg';
}
