/**
 * The Content-Disposition of a served document: an ASCII `filename` for old
 * clients and the exact name in `filename*` (RFC 6266). encodeURIComponent
 * leaves ' ( ) * as they are, which RFC 5987 forbids in the value; a bare
 * apostrophe, common in French names (« Pièce d'identité »), makes Chromium
 * drop `filename*` and fall back to the ASCII name.
 */
export function formatContentDisposition(fileName: string, inline: boolean): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, "'");
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
