import type { FileFormat } from '@foundly/domain';
import { fileTypeFromBuffer } from 'file-type';

/**
 * A PKCS#12 file (.pfx/.p12) is a DER SEQUENCE whose first element is the
 * INTEGER version 3 (RFC 7292 §4): 30 <length> 02 01 03.
 */
function isPkcs12(bytes: Buffer): boolean {
  if (bytes[0] !== 0x30) return false;
  const lengthByte = bytes[1] ?? 0;
  const headerLength = lengthByte < 0x80 ? 2 : 2 + (lengthByte & 0x7f);
  return (
    bytes[headerLength] === 0x02 &&
    bytes[headerLength + 1] === 0x01 &&
    bytes[headerLength + 2] === 0x03
  );
}

/** The format of a file read from its first bytes, whatever its name says. */
export async function detectFileFormat(bytes: Buffer): Promise<FileFormat | undefined> {
  if (isPkcs12(bytes)) return 'pkcs12';
  const detected = await fileTypeFromBuffer(bytes);
  switch (detected?.ext) {
    case 'pdf':
      return 'pdf';
    case 'jpg':
      return 'jpeg';
    case 'png':
      return 'png';
    default:
      return undefined;
  }
}
