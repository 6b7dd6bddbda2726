import { useEffect, useState } from 'react';
import { getLogoType } from '../form/read-logo.js';

/** An address for image bytes, released when they change or the screen closes. */
export function useObjectUrl(bytes: Uint8Array | undefined): string | undefined {
  const [url, setUrl] = useState<string | undefined>();
  useEffect(() => {
    const type = bytes && bytes.length > 0 ? getLogoType(bytes) : undefined;
    if (!bytes || !type) {
      setUrl(undefined);
      return;
    }
    const created = URL.createObjectURL(new Blob([bytes.slice()], { type }));
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [bytes]);
  return url;
}
