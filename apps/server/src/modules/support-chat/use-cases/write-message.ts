import {
  CONTENT_TYPES,
  DomainError,
  ErrorCode,
  SUPPORT_ATTACHMENT_CATEGORY,
  SUPPORT_ATTACHMENT_FORMATS,
} from '@foundly/domain';
import type { AppContext } from '../../../app-context.js';
import type { Transaction } from '../../../db/client.js';
import { isUuid } from '../../../rpc/caller.js';
import { completeUpload, findUpload, type UploadRow } from '../../documents/index.js';
import {
  insertAttachment,
  type ConversationRow,
  type MessageRow,
  type StoredMessage,
} from '../support-chat.repository.js';

/** Where an attachment's file lives once sent. */
function getAttachmentKey(attachmentId: string): string {
  return `support/${attachmentId}`;
}

/**
 * The caller's upload announced for the chat and not used yet. Anyone else's,
 * an upload for a document or an unknown id: UPLOAD_NOT_FOUND alike.
 */
export async function findChatUpload(
  app: AppContext,
  userId: string,
  uploadId: string,
): Promise<UploadRow> {
  const upload = isUuid(uploadId) ? await findUpload(app.db, uploadId) : undefined;
  if (
    !upload ||
    upload.userId !== userId ||
    upload.orderId !== null ||
    upload.category !== SUPPORT_ATTACHMENT_CATEGORY
  ) {
    throw new DomainError(ErrorCode.UploadNotFound, 'Upload not found');
  }
  return upload;
}

export interface WrittenMessage {
  conversation: ConversationRow;
  message: StoredMessage;
}

/**
 * Writes a message in one transaction, with its attachment when it has one:
 * the upload is then checked by content (the documents' own checks), its file
 * moved under `support/`, and the message, the attachment and the used upload
 * committed together. A refused file leaves neither message nor file.
 */
export async function writeMessage(
  app: AppContext,
  upload: UploadRow | undefined,
  write: (tx: Transaction) => Promise<WrittenMessage>,
): Promise<{ conversation: ConversationRow; message: MessageRow }> {
  if (!upload) {
    return app.db.transaction(async (tx) => {
      const written = await write(tx);
      return { ...written, message: { ...written.message, attachment: null } };
    });
  }
  const attachmentId = crypto.randomUUID();
  return completeUpload(app, upload, {
    formats: SUPPORT_ATTACHMENT_FORMATS,
    finalKey: getAttachmentKey(attachmentId),
    async record(tx, file) {
      const written = await write(tx);
      const attachment = await insertAttachment(tx, {
        id: attachmentId,
        messageId: written.message.id,
        uploadId: upload.id,
        fileName: upload.fileName,
        contentType: CONTENT_TYPES[file.format],
        size: upload.size,
        sha256: file.sha256,
        storageKey: file.storageKey,
        bucket: app.storage.bucket,
        createdAt: written.message.createdAt,
      });
      return { ...written, message: { ...written.message, attachment } };
    },
  });
}
