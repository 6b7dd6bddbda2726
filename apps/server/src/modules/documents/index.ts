export { createDocumentService } from './documents.rpc.js';
export { registerStorageRoutes } from './documents.routes.js';
export { createFileStorage } from './adapters/create-file-storage.js';
export type { FileStorage } from './adapters/file-storage.js';
export { LocalDiskStorage } from './adapters/local-disk-storage.js';
export { S3Storage } from './adapters/s3-storage.js';
export {
  attachDocument,
  recordAttachedDocument,
  writeDocumentFile,
  type WrittenDocumentFile,
} from './use-cases/attach-document.js';
export {
  findDocumentOfUser,
  findUpload,
  findLiveDocument,
  listLiveDocuments,
  recordDocumentAction,
  type DocumentRow,
  type UploadRow,
} from './documents.repository.js';
export { toDocumentMessage } from './document-mapper.js';
export { announceUpload, type UploadAnnouncement } from './use-cases/announce-upload.js';
export { detectFileFormat } from './detect-file-format.js';
export { completeUpload, type CompletedUploadFile } from './use-cases/complete-upload.js';
