import { create } from '@bufbuild/protobuf';
import {
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
    founderName: extras.founder?.name ?? '',
    founderEmail: extras.founder?.email ?? '',
  });
}
