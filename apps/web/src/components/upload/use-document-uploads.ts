import { readRpcFailure } from '@foundly/app-kit';
import type { Document } from '@foundly/proto';
import { useCallback, useState } from 'react';
import { computeFileSha256 } from './file-sha256.js';
import { putFile, StorageRefusal } from './put-file.js';
import { rpc } from '../../app/rpc/methods.js';
import { callRpc } from '../../app/rpc/query.js';
import { useRpcTransport } from '../../app/rpc/rpc-context.js';

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

export interface UploadTarget {
  orderId: string;
  documentType: string;
  category?: string;
  groupingId?: string;
  referenceField?: string;
  metadata?: Record<string, string>;
}

let lastFailedAt = 0;

/** `failed-{timestamp}`, unique even when two files fail within the same millisecond. */
function nextFailedId(): string {
  lastFailedAt = Math.max(Date.now(), lastFailedAt + 1);
  return `failed-${lastFailedAt}`;
}

/**
 * The upload handshake for every flow: ask for a URL (declaring the file's
 * SHA-256), PUT the bytes with progress, confirm. A failure leaves a `failed-{timestamp}` entry that can
 * be retried; a stored file can be deleted.
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
      try {
        const slot = await callRpc(transport, rpc.DocumentService.getUploadUrl, {
          orderId: target.orderId,
          fileName: file.name,
          groupingId: target.groupingId ?? '',
          category: target.category ?? '',
          documentType: target.documentType,
          size: BigInt(file.size),
          sha256: await computeFileSha256(file),
        });
        await putFile(slot.url, file, slot.headers, (progress) => update(pendingId, { progress }));
        const { document } = await callRpc(transport, rpc.DocumentService.confirmUpload, {
          fileId: slot.fileId,
          fileName: '',
          key: slot.key,
          documentType: target.documentType,
          category: target.category ?? '',
          metadata: target.metadata ?? {},
          referenceField: target.referenceField ?? '',
        });
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
        const reason =
          error instanceof StorageRefusal ? error.reason : readRpcFailure(error).reason;
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
        const { deleted } = await callRpc(transport, rpc.DocumentService.deleteDocument, {
          documentId: id,
        });
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
