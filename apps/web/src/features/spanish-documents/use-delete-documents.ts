import { createClient } from '@connectrpc/connect';
import { useTransport } from '@connectrpc/connect-query';
import { DocumentService } from '@foundly/proto';
import { useState } from 'react';

/** Deletes several documents; resolves with how many were deleted. Failures are logged (spec 02 §8). */
export function useDeleteDocuments() {
  const transport = useTransport();
  const [pending, setPending] = useState(false);
  const deleteDocuments = async (ids: readonly string[]) => {
    const client = createClient(DocumentService, transport);
    setPending(true);
    const results = await Promise.allSettled(
      ids.map((documentId) => client.deleteDocument({ documentId })),
    );
    setPending(false);
    results.forEach((result) => {
      if (result.status === 'rejected') console.error('Delete failed', result.reason);
    });
    return results.filter((result) => result.status === 'fulfilled' && result.value.deleted).length;
  };
  return { deleteDocuments, pending };
}
