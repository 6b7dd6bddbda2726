import type { AppContext } from '../../../app-context.js';
import type { Caller } from '../../../rpc/caller.js';
import {
  countUnreadByConversation,
  findCustomerOfUser,
  findLatestConversation,
  listMessages,
} from '../support-chat.repository.js';

/** The caller's newest conversation and its messages; none before their first message. */
export async function getMyConversation(app: AppContext, caller: Caller) {
  const customer = await findCustomerOfUser(app.db, caller.userId);
  const conversation = customer && (await findLatestConversation(app.db, customer.id));
  if (!conversation) return undefined;
  const [messages, unread] = await Promise.all([
    listMessages(app.db, conversation.id),
    countUnreadByConversation(app.db, [conversation.id], 'founder'),
  ]);
  return { conversation, messages, unreadCount: unread.get(conversation.id) ?? 0 };
}
