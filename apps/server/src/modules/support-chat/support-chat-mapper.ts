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
