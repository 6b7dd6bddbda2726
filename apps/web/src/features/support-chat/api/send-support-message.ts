import type { Transport } from '@connectrpc/connect';
import { computeFileSha256, putFile } from '@foundly/app-kit';
import { rpc } from '../../../app/rpc/methods.js';
import { callRpc } from '../../../app/rpc/query.js';

export interface SupportMessageDraft {
  conversationId: string;
  body: string;
  file?: File | undefined;
}

/**
 * Sends a message; a file goes first through the upload handshake (announce
 * with its SHA-256, PUT), and the message names the upload. A refusal of the
 * storage rejects with a StorageRefusal, one of the server with an RpcError.
 */
export async function sendSupportMessage(transport: Transport, draft: SupportMessageDraft) {
  let attachmentUploadId = '';
  if (draft.file) {
    const slot = await callRpc(transport, rpc.SupportChatService.getSupportAttachmentUploadUrl, {
      fileName: draft.file.name,
      size: BigInt(draft.file.size),
      sha256: await computeFileSha256(draft.file),
    });
    await putFile(slot.url, draft.file, slot.headers, () => undefined);
    attachmentUploadId = slot.uploadId;
  }
  return callRpc(transport, rpc.SupportChatService.sendSupportMessage, {
    conversationId: draft.conversationId,
    body: draft.body,
    attachmentUploadId,
  });
}
