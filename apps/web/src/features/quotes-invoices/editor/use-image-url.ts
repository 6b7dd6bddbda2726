import { findLogoProblem, getLogoMediaType } from '@foundly/domain';
import { useMemo } from 'react';

/** Bytes as base64, a chunk at a time (a logo is at most a few hundred kilobytes). */
function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(binary);
}

/** Logo bytes as an image address (a data URL); undefined when none or not a PNG/JPEG. */
export function useImageUrl(bytes: Uint8Array | undefined): string | undefined {
  return useMemo(() => {
    if (!bytes || bytes.length === 0 || findLogoProblem(bytes) === 'logoType') return undefined;
    return `data:${getLogoMediaType(bytes)};base64,${toBase64(bytes)}`;
  }, [bytes]);
}
