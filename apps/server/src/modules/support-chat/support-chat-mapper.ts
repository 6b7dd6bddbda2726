import { create } from '@bufbuild/protobuf';
import {
  SupportAttachmentSchema,
  SupportAuthor,
  SupportConversationSchema,
  SupportConversationStatus,
  SupportMessageSchema,
  type SupportConversation,
  type SupportMessage,
} from '@foundly/proto';
import { toEpochSeconds } from '../../rpc/timestamps.js';
import type { ConversationRow, MessageRow } from './support-chat.repository.js';
import type {
  announceAttachment,
  AttachmentAnnouncement,
} from './use-cases/announce-attachment.js';
import type { getFounderAttachmentUrl } from './use-cases/get-attachment-url.js';

export function toSupportMessage(row: MessageRow): SupportMessage {
  return create(SupportMessageSchema, {
    id: row.id,
    conversationId: row.conversationId,
    sequence: BigInt(row.sequence),
    author: row.author === 'founder' ? SupportAuthor.FOUNDER : SupportAuthor.OPERATOR,
    authorName: row.author === 'operator' ? row.authorName : '',
    body: row.body,
    createdAt: toEpochSeconds(row.createdAt),
    ...(row.attachment
      ? {
          attachment: create(SupportAttachmentSchema, {
            id: row.attachment.id,
            fileName: row.attachment.fileName,
            contentType: row.attachment.contentType,
            size: BigInt(row.attachment.size),
          }),
        }
      : {}),
  });
}

export interface ConversationExtras {
  unreadCount: number;
  lastMessage?: MessageRow | undefined;
  founder?: { name: string; email: string };
}

export function toSupportConversation(
  row: ConversationRow,
  extras: ConversationExtras,
): SupportConversation {
  return create(SupportConversationSchema, {
    id: row.id,
    status:
      row.status === 'open' ? SupportConversationStatus.OPEN : SupportConversationStatus.CLOSED,
    assignedOperatorId: row.assignedOperatorId ?? '',
    assignedOperatorName: row.assignedOperatorName ?? '',
    unreadCount: extras.unreadCount,
    createdAt: toEpochSeconds(row.createdAt),
    lastMessageAt: toEpochSeconds(row.lastMessageAt),
    lastMessageBody: extras.lastMessage?.body ?? '',
    lastMessageAttachmentName: extras.lastMessage?.attachment?.fileName ?? '',
    founderName: extras.founder?.name ?? '',
    founderEmail: extras.founder?.email ?? '',
  });
}

/** The file a founder or an operator announces, as both services' requests carry it. */
export function toAttachmentAnnouncement(request: {
  fileName: string;
  size: bigint;
  sha256: string;
}): AttachmentAnnouncement {
  return { fileName: request.fileName, size: Number(request.size), sha256: request.sha256 };
}

/** Where to PUT an announced file, the same answer for a founder and an operator. */
export function toAttachmentUploadSlot(slot: Awaited<ReturnType<typeof announceAttachment>>) {
  return {
    url: slot.url,
    headers: slot.headers,
    uploadId: slot.uploadId,
    expiresAt: toEpochSeconds(slot.expiresAt),
  };
}

/** A short-lived download link of an attachment. */
export function toAttachmentLink(link: Awaited<ReturnType<typeof getFounderAttachmentUrl>>) {
  return { url: link.url, expiresAt: toEpochSeconds(link.expiresAt) };
}
