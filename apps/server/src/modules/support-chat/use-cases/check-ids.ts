import { DomainError, ErrorCode } from '@foundly/domain';
import { isUuid } from '../../../rpc/caller.js';

/**
 * A conversation id as the database keys it. Anything else names no
 * conversation: not_found, as another customer's would.
 */
export function assertConversationId(conversationId: string): string {
  if (!isUuid(conversationId)) {
    throw new DomainError(ErrorCode.SupportConversationNotFound, 'Conversation not found');
  }
  return conversationId;
}
