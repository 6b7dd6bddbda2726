import { DomainError, ErrorCode } from '@foundly/domain';
import type { AppContext } from '../../../app-context.js';
import type { Caller } from '../../../rpc/caller.js';
import {
  findCustomerOfUser,
  insertMessage,
  lockConversationOfCustomer,
  lockOrStartOpenConversation,
} from '../support-chat.repository.js';
import { requireMessageBody } from './check-body.js';
import { assertConversationId } from './check-ids.js';

/**
 * Writes a founder's message: to the conversation named (theirs, open), or
 * to their open one, started if none. Delivered live once committed.
 */
export async function sendFounderMessage(
  app: AppContext,
  caller: Caller,
  input: { conversationId: string; body: string },
) {
  const body = requireMessageBody(input.body);
  const conversationId = input.conversationId
    ? assertConversationId(input.conversationId)
    : undefined;
  const customer = await findCustomerOfUser(app.db, caller.userId);
  if (!customer) throw new DomainError(ErrorCode.CustomerNotFound, 'Customer not found');
  const now = app.clock.now();
  const written = await app.db.transaction(async (tx) => {
    const conversation = conversationId
      ? await lockConversationOfCustomer(tx, conversationId, customer.id)
      : await lockOrStartOpenConversation(tx, customer.id, now);
    if (!conversation) {
      throw new DomainError(ErrorCode.SupportConversationNotFound, 'Conversation not found');
    }
    if (conversation.status !== 'open') {
      throw new DomainError(ErrorCode.SupportConversationClosed, 'This conversation is closed');
    }
    const message = await insertMessage(tx, {
      conversationId: conversation.id,
      author: 'founder',
      authorUserId: caller.userId,
      authorName: customer.name || caller.name,
      body,
      createdAt: now,
    });
    return {
      conversation: { ...conversation, lastMessageAt: now, founderReadSequence: message.sequence },
      message,
    };
  });
  app.supportChat.publish({ customerId: customer.id, message: written.message });
  return written;
}
