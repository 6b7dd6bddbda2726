import type { ServiceImpl } from '@connectrpc/connect';
import { SupportChatService } from '@foundly/proto';
import type { AppContext } from '../../app-context.js';
import { requireCaller } from '../../rpc/caller.js';
import {
  toAttachmentAnnouncement,
  toAttachmentLink,
  toAttachmentUploadSlot,
  toSupportConversation,
  toSupportMessage,
} from './support-chat-mapper.js';
import { announceFounderAttachment } from './use-cases/announce-attachment.js';
import { countFounderUnread } from './use-cases/count-founder-unread.js';
import { getFounderAttachmentUrl } from './use-cases/get-attachment-url.js';
import { generateSupportChatToken } from './use-cases/generate-support-chat-token.js';
import { getMyConversation } from './use-cases/get-my-conversation.js';
import { markFounderRead } from './use-cases/mark-founder-read.js';
import { sendFounderMessage } from './use-cases/send-founder-message.js';

/** The founder's side of the support chat: every method is for the signed-in caller's own data. */
export function createSupportChatService(app: AppContext): ServiceImpl<typeof SupportChatService> {
  return {
    async generateSupportChatToken(_request, ctx) {
      const caller = await requireCaller(app, ctx);
      return { intercomToken: await generateSupportChatToken(app, caller) };
    },
    async getMySupportConversation(_request, ctx) {
      const caller = await requireCaller(app, ctx);
      const mine = await getMyConversation(app, caller);
      if (!mine) return {};
      return {
        conversation: toSupportConversation(mine.conversation, {
          unreadCount: mine.unreadCount,
          lastMessage: mine.messages.at(-1),
        }),
        messages: mine.messages.map(toSupportMessage),
      };
    },
    async sendSupportMessage(request, ctx) {
      const caller = await requireCaller(app, ctx);
      const { conversation, message } = await sendFounderMessage(app, caller, {
        conversationId: request.conversationId,
        body: request.body,
        attachmentUploadId: request.attachmentUploadId,
      });
      return {
        conversation: toSupportConversation(conversation, { unreadCount: 0, lastMessage: message }),
        message: toSupportMessage(message),
      };
    },
    async markSupportConversationRead(request, ctx) {
      const caller = await requireCaller(app, ctx);
      const unreadCount = await markFounderRead(app, caller, {
        conversationId: request.conversationId,
        upToSequence: Number(request.upToSequence),
      });
      return { unreadCount };
    },
    async getSupportUnreadCount(_request, ctx) {
      const caller = await requireCaller(app, ctx);
      return { unreadCount: await countFounderUnread(app, caller) };
    },
    async getSupportAttachmentUploadUrl(request, ctx) {
      const caller = await requireCaller(app, ctx);
      return toAttachmentUploadSlot(
        await announceFounderAttachment(app, caller, toAttachmentAnnouncement(request)),
      );
    },
    async getSupportAttachmentUrl(request, ctx) {
      const caller = await requireCaller(app, ctx);
      return toAttachmentLink(await getFounderAttachmentUrl(app, caller, request));
    },
  };
}
