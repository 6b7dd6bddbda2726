/**
 * The SHA-256 of a file's bytes, in hexadecimal: declared when asking for an
 * upload URL, which then takes these bytes only.
 */
export async function computeFileSha256(file: Blob): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer());
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
