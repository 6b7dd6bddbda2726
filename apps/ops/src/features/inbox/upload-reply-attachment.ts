import { createClient, type Transport } from '@connectrpc/connect';
import { computeFileSha256, putFile } from '@foundly/app-kit';
import { SupportInboxService } from '@foundly/proto';

/**
 * The upload handshake of a file for the team's next reply: announce it with
 * its SHA-256, PUT the bytes; the reply then names the upload. A refusal of
 * the storage rejects with a StorageRefusal, one of the server with a
 * ConnectError.
 */
export async function uploadReplyAttachment(transport: Transport, file: File): Promise<string> {
  const inbox = createClient(SupportInboxService, transport);
  const slot = await inbox.getSupportAttachmentUploadUrl({
    fileName: file.name,
    size: BigInt(file.size),
    sha256: await computeFileSha256(file),
  });
  await putFile(slot.url, file, slot.headers, () => undefined);
  return slot.uploadId;
}
