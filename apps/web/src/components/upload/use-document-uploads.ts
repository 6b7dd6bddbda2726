import type { Document } from '@foundly/proto';
import { useCallback, useState } from 'react';
import { useRpcTransport } from '../../app/rpc/rpc-context.js';
import type { UploadTarget } from '../../features/documents/api/upload-document.js';

/** The upload handshake and the deletion, loaded with the first file: not with the page. */
const loadHandshake = () => import('./upload-handshake.js');

export interface UploadEntry {
  /** The document id once stored; `failed-{timestamp}` for a failed upload (spec 02 §8). */
  id: string;
  fileName: string;
  progress: number;
  failed: boolean;
  /** The error reason of a failed upload, when the server gave one. */
  reason?: string | undefined;
  file?: File;
  document?: Document;
}

let lastFailedAt = 0;

/** `failed-{timestamp}`, unique even when two files fail within the same millisecond. */
function nextFailedId(): string {
  lastFailedAt = Math.max(Date.now(), lastFailedAt + 1);
  return `failed-${lastFailedAt}`;
}

/**
 * The files of one upload zone, each through the upload handshake with its
 * progress (uploadDocument). A failure leaves a `failed-{timestamp}` entry
 * that can be retried; a stored file can be deleted.
 */
export function useDocumentUploads(target: UploadTarget, onChange?: () => void | Promise<void>) {
  const transport = useRpcTransport();
  const [entries, setEntries] = useState<UploadEntry[]>([]);

  const update = (id: string, change: Partial<UploadEntry>) =>
    setEntries((current) =>
      current.map((entry) => (entry.id === id ? { ...entry, ...change } : entry)),
    );

  const uploadOne = useCallback(
    async (file: File, existingId?: string) => {
      const pendingId = existingId ?? `pending-${crypto.randomUUID()}`;
      if (existingId) update(existingId, { failed: false, progress: 0, reason: undefined });
      else
        setEntries((current) => [
          ...current,
          { id: pendingId, fileName: file.name, progress: 0, failed: false, file },
        ]);
      const handshake = loadHandshake();
      try {
        const { uploadDocument } = await handshake;
        const document = await uploadDocument(
          transport,
          file,
          {
            orderId: target.orderId,
            documentType: target.documentType,
            category: target.category,
            groupingId: target.groupingId,
            referenceField: target.referenceField,
            metadata: target.metadata,
          },
          (progress) => update(pendingId, { progress }),
        );
        // The file shows as stored once what depends on it is reloaded: a step that checks
        // the order's references must not see the file before they include it.
        await onChange?.();
        update(pendingId, {
          id: document?.id ?? pendingId,
          progress: 1,
          document,
          file: undefined,
        });
        return document;
      } catch (error) {
        console.error('Upload failed', error);
        const reason = await handshake.then(
          ({ readUploadFailure }) => readUploadFailure(error),
          () => undefined,
        );
        update(pendingId, { id: nextFailedId(), failed: true, reason });
        throw error;
      }
    },
    [
      transport,
      target.orderId,
      target.documentType,
      target.category,
      target.groupingId,
      target.referenceField,
      target.metadata,
      onChange,
    ],
  );

  const upload = useCallback(
    (files: readonly File[]) => Promise.allSettled(files.map((file) => uploadOne(file))),
    [uploadOne],
  );

  const retry = useCallback(
    (id: string) => {
      const entry = entries.find((candidate) => candidate.id === id);
      if (entry?.file) void uploadOne(entry.file, id).catch(() => undefined);
    },
    [entries, uploadOne],
  );

  /** Deletes a stored document, or forgets a failed entry; true when done (spec 02 §4). */
  const remove = useCallback(
    async (id: string) => {
      if (id.startsWith('failed-')) {
        setEntries((current) => current.filter((entry) => entry.id !== id));
        return true;
      }
      try {
        const { deleteDocument } = await loadHandshake();
        const deleted = await deleteDocument(transport, id);
        setEntries((current) => current.filter((entry) => entry.id !== id));
        void onChange?.();
        return deleted;
      } catch (error) {
        console.error('Delete failed', error);
        return false;
      }
    },
    [transport, onChange],
  );

  return { entries, upload, retry, remove };
}
