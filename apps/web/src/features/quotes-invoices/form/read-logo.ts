/** The largest logo accepted; the server checks the same limit and has the last word. */
export const LOGO_MAX_BYTES = 500 * 1024;

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) =>
  prefix.every((byte, index) => bytes[index] === byte);

/** The image type of logo bytes, read from their content (not the file's name or type). */
export function getLogoType(bytes: Uint8Array): 'image/png' | 'image/jpeg' | undefined {
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  return undefined;
}

export type LogoReading = { bytes: Uint8Array } | { error: 'logoType' | 'logoSize' };

/** A chosen file as logo bytes, or why it is refused: not a PNG/JPEG by content, or too large. */
export async function readLogo(file: Blob): Promise<LogoReading> {
  if (file.size > LOGO_MAX_BYTES) return { error: 'logoSize' };
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!getLogoType(bytes)) return { error: 'logoType' };
  return { bytes };
}
