import type { Transport } from '@connectrpc/connect';
import { computeFileSha256, putFile } from '@foundly/app-kit';
import { rpc } from '../../../app/rpc/methods.js';
import { callRpc } from '../../../app/rpc/query.js';

/** Where a file goes: its order, its kind, and the questionnaire field that points at it. */
export interface UploadTarget {
  orderId: string;
  documentType: string;
  category?: string;
  groupingId?: string;
  referenceField?: string;
  metadata?: Record<string, string>;
}

/**
 * The upload handshake: ask for a URL (declaring the file's SHA-256), PUT the
 * bytes with progress from 0 to 1, confirm. Resolves with the stored
 * document; a refusal of the storage rejects with a StorageRefusal, one of
 * the server with an RpcError.
 */
export async function uploadDocument(
  transport: Transport,
  file: File,
  target: UploadTarget,
  onProgress: (fraction: number) => void,
) {
  const slot = await callRpc(transport, rpc.DocumentService.getUploadUrl, {
    orderId: target.orderId,
    fileName: file.name,
    groupingId: target.groupingId ?? '',
    category: target.category ?? '',
    documentType: target.documentType,
    size: BigInt(file.size),
    sha256: await computeFileSha256(file),
  });
  await putFile(slot.url, file, slot.headers, onProgress);
  const { document } = await callRpc(transport, rpc.DocumentService.confirmUpload, {
    fileId: slot.fileId,
    fileName: '',
    key: slot.key,
    documentType: target.documentType,
    category: target.category ?? '',
    metadata: target.metadata ?? {},
    referenceField: target.referenceField ?? '',
  });
  return document;
}
