import { useState } from 'react';
import { useRpcTransport } from '../../../app/rpc/rpc-context.js';
import { deleteDocument } from './delete-document.js';

/** Deletes several documents; resolves with how many were deleted. Failures are logged (spec 02 §8). */
export function useDeleteDocuments() {
  const transport = useRpcTransport();
  const [pending, setPending] = useState(false);
  const deleteDocuments = async (ids: readonly string[]) => {
    setPending(true);
    const results = await Promise.allSettled(ids.map((id) => deleteDocument(transport, id)));
    setPending(false);
    results.forEach((result) => {
      if (result.status === 'rejected') console.error('Delete failed', result.reason);
    });
    return results.filter((result) => result.status === 'fulfilled' && result.value).length;
  };
  return { deleteDocuments, pending };
}
