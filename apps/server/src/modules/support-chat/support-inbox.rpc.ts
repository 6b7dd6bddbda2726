import type { ServiceImpl } from '@connectrpc/connect';
import { SupportConversationFilter, SupportInboxService } from '@foundly/proto';
import type { AppContext } from '../../app-context.js';
import { requireOperator, toOrderSummaryMessage } from '../backoffice/index.js';
import {
  toAttachmentAnnouncement,
  toAttachmentLink,
  toAttachmentUploadSlot,
  toSupportConversation,
  toSupportMessage,
} from './support-chat-mapper.js';
import { announceAttachment } from './use-cases/announce-attachment.js';
import { getTeamAttachmentUrl } from './use-cases/get-attachment-url.js';
import type { InboxFilter } from './support-chat.repository.js';
import { assignConversation, closeConversation } from './use-cases/change-conversation.js';
import { listInbox } from './use-cases/list-inbox.js';
import { openInboxConversation } from './use-cases/open-inbox-conversation.js';
import { replyAsOperator } from './use-cases/reply-as-operator.js';

const FILTERS: Record<SupportConversationFilter, InboxFilter> = {
  [SupportConversationFilter.UNSPECIFIED]: 'open',
  [SupportConversationFilter.OPEN]: 'open',
  [SupportConversationFilter.CLOSED]: 'closed',
  [SupportConversationFilter.ASSIGNED_TO_ME]: 'assigned_to_me',
  [SupportConversationFilter.UNASSIGNED]: 'unassigned',
};

/** The formation team's inbox: every method requires the operator role. */
export function createSupportInboxService(
  app: AppContext,
): ServiceImpl<typeof SupportInboxService> {
  return {
    async listSupportConversations(request, ctx) {
      const operator = await requireOperator(app, ctx);
      const rows = await listInbox(app, operator, FILTERS[request.filter]);
      return {
        conversations: rows.map((row) =>
          toSupportConversation(row.conversation, {
            unreadCount: row.unreadCount,
            lastMessage: row.lastMessage,
            founder: { name: row.founderName, email: row.founderEmail },
          }),
        ),
      };
    },
    async getSupportConversation(request, ctx) {
      await requireOperator(app, ctx);
      const found = await openInboxConversation(app, request.conversationId);
      return {
        conversation: toSupportConversation(found.conversation, {
          unreadCount: 0,
          lastMessage: found.messages.at(-1),
          founder: { name: found.founderName, email: found.founderEmail },
        }),
        messages: found.messages.map(toSupportMessage),
        ...(found.order
          ? { order: toOrderSummaryMessage(found.order.order, found.order.customer) }
          : {}),
      };
    },
    async assignSupportConversation(request, ctx) {
      const operator = await requireOperator(app, ctx);
      const conversation = await assignConversation(app, operator, request.conversationId);
      return { conversation: toSupportConversation(conversation, { unreadCount: 0 }) };
    },
    async replySupportConversation(request, ctx) {
      const operator = await requireOperator(app, ctx);
      const { conversation, message } = await replyAsOperator(app, operator, {
        conversationId: request.conversationId,
        body: request.body,
        attachmentUploadId: request.attachmentUploadId,
      });
      return {
        conversation: toSupportConversation(conversation, { unreadCount: 0, lastMessage: message }),
        message: toSupportMessage(message),
      };
    },
    async closeSupportConversation(request, ctx) {
      const operator = await requireOperator(app, ctx);
      const conversation = await closeConversation(app, operator, request.conversationId);
      return { conversation: toSupportConversation(conversation, { unreadCount: 0 }) };
    },
    async getSupportAttachmentUploadUrl(request, ctx) {
      const operator = await requireOperator(app, ctx);
      return toAttachmentUploadSlot(
        await announceAttachment(app, operator, toAttachmentAnnouncement(request)),
      );
    },
    async getSupportAttachmentUrl(request, ctx) {
      const operator = await requireOperator(app, ctx);
      return toAttachmentLink(await getTeamAttachmentUrl(app, operator, request));
    },
  };
}
