import { readRpcFailure, StorageRefusal } from '@foundly/app-kit';

export { deleteDocument } from '../../features/documents/api/delete-document.js';
export { uploadDocument } from '../../features/documents/api/upload-document.js';

/** The error code of a failed upload: the storage's refusal, or the server's. */
export function readUploadFailure(error: unknown): string | undefined {
  return error instanceof StorageRefusal ? error.reason : readRpcFailure(error).reason;
}
