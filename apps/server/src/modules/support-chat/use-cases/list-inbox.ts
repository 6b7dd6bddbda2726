import type { AppContext } from '../../../app-context.js';
import type { Caller } from '../../../rpc/caller.js';
import {
  countUnreadByConversation,
  findLastMessages,
  listInboxConversations,
  type InboxFilter,
} from '../support-chat.repository.js';

/** The most conversations the inbox lists at once. */
const INBOX_PAGE_SIZE = 100;

/** The inbox's conversations for a filter, with the founder, the last message and the unread count. */
export async function listInbox(app: AppContext, operator: Caller, filter: InboxFilter) {
  const rows = await listInboxConversations(app.db, filter, operator.userId, INBOX_PAGE_SIZE);
  const ids = rows.map((row) => row.conversation.id);
  const [lastMessages, unread] = await Promise.all([
    findLastMessages(app.db, ids),
    countUnreadByConversation(app.db, ids, 'operator'),
  ]);
  return rows.map((row) => ({
    ...row,
    lastMessage: lastMessages.get(row.conversation.id),
    unreadCount: unread.get(row.conversation.id) ?? 0,
  }));
}
