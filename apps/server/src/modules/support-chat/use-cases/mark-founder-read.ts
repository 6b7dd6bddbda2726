import { advanceReadMarker, DomainError, ErrorCode } from '@foundly/domain';
import type { AppContext } from '../../../app-context.js';
import type { Caller } from '../../../rpc/caller.js';
import {
  countUnreadOfCustomer,
  findCustomerOfUser,
  findNewestSequenceOf,
  lockConversationOfCustomer,
  setReadSequence,
} from '../support-chat.repository.js';
import { assertConversationId } from './check-ids.js';

/** The founder read their conversation up to a sequence; answers what is left unread. */
export async function markFounderRead(
  app: AppContext,
  caller: Caller,
  input: { conversationId: string; upToSequence: number },
) {
  const conversationId = assertConversationId(input.conversationId);
  const customer = await findCustomerOfUser(app.db, caller.userId);
  if (!customer) {
    throw new DomainError(ErrorCode.SupportConversationNotFound, 'Conversation not found');
  }
  await app.db.transaction(async (tx) => {
    const conversation = await lockConversationOfCustomer(tx, conversationId, customer.id);
    if (!conversation) {
      throw new DomainError(ErrorCode.SupportConversationNotFound, 'Conversation not found');
    }
    const newest = await findNewestSequenceOf(tx, conversation.id);
    const marker = advanceReadMarker(conversation.founderReadSequence, input.upToSequence, newest);
    if (marker !== conversation.founderReadSequence) {
      await setReadSequence(tx, conversation.id, 'founder', marker);
    }
  });
  return countUnreadOfCustomer(app.db, customer.id);
}
