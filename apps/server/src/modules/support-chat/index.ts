export { createSupportChatService } from './support-chat.rpc.js';
export { createSupportInboxService } from './support-inbox.rpc.js';
export { registerSupportChatRoutes, SUPPORT_CHAT_EVENTS_PATH } from './support-chat.routes.js';
export { SupportChatHub } from './support-chat-hub.js';
export { createUnreadReplyEmailTask } from './unread-reply-email-task.js';
