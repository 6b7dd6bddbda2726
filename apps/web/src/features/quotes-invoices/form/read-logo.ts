import { DOCUMENT_LIMITS, findLogoProblem } from '@foundly/domain';

export type LogoReading = { bytes: Uint8Array } | { error: 'logoType' | 'logoSize' };

/**
 * A chosen file as logo bytes, or why it is refused, by the domain's rule (a PNG or JPEG by
 * its content, within the size limit) that the server applies again. A file over the limit
 * is refused before it is read.
 */
export async function readLogo(file: Blob): Promise<LogoReading> {
  if (file.size > DOCUMENT_LIMITS.logoBytes) return { error: 'logoSize' };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const problem = findLogoProblem(bytes);
  return problem ? { error: problem } : { bytes };
}
