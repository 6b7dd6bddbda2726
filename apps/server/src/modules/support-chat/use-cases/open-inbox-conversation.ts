import { DomainError, ErrorCode } from '@foundly/domain';
import type { AppContext } from '../../../app-context.js';
import {
  findConversationWithFounder,
  findLatestOrderOfCustomer,
  listMessages,
  setReadSequence,
} from '../support-chat.repository.js';
import { assertConversationId } from './check-ids.js';

/**
 * A conversation as the team reads it: its messages, the founder and their
 * latest order. The team has then read the founder's messages.
 */
export async function openInboxConversation(app: AppContext, conversationId: string) {
  const found = await findConversationWithFounder(app.db, assertConversationId(conversationId));
  if (!found) {
    throw new DomainError(ErrorCode.SupportConversationNotFound, 'Conversation not found');
  }
  const [messages, order] = await Promise.all([
    listMessages(app.db, found.conversation.id),
    findLatestOrderOfCustomer(app.db, found.conversation.customerId),
  ]);
  const newest = messages.at(-1)?.sequence ?? 0;
  if (newest > found.conversation.operatorReadSequence) {
    await setReadSequence(app.db, found.conversation.id, 'operator', newest);
  }
  return { ...found, messages, order };
}
