export { UploadDropZone, type UploadDropZoneProps } from './upload-drop-zone.js';
export { UploadList } from './upload-list.js';
export { useDocumentUploads, type UploadEntry } from './use-document-uploads.js';
