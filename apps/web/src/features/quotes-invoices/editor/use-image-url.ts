import { useMemo } from 'react';
import { getLogoType } from '../form/read-logo.js';

/** Bytes as base64, a chunk at a time (a logo is at most a few hundred kilobytes). */
function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(binary);
}

/** Logo bytes as an image address (a data URL); undefined when none or not an image. */
export function useImageUrl(bytes: Uint8Array | undefined): string | undefined {
  return useMemo(() => {
    const type = bytes && bytes.length > 0 ? getLogoType(bytes) : undefined;
    return bytes && type ? `data:${type};base64,${toBase64(bytes)}` : undefined;
  }, [bytes]);
}
