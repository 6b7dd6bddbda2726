import type { AppContext } from '../../../app-context.js';
import { deleteUpload, type UploadRow } from '../documents.repository.js';

/** Forgets a refused upload: its file and its row, so that nothing is left half-way. */
export async function discardUpload(app: AppContext, upload: UploadRow) {
  await app.storage.delete(upload.storageKey).catch((error: unknown) => {
    app.logger.warn({ err: error, uploadId: upload.id }, 'Could not delete a refused upload');
  });
  await deleteUpload(app.db, upload.id);
}
