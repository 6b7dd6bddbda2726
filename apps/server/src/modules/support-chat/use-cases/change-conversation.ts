import { DomainError, ErrorCode } from '@foundly/domain';
import type { AppContext } from '../../../app-context.js';
import type { Transaction } from '../../../db/client.js';
import type { Caller } from '../../../rpc/caller.js';
import { recordOperatorAction } from '../../operator-audit/index.js';
import {
  lockConversation,
  updateConversation,
  type ConversationRow,
} from '../support-chat.repository.js';
import { assertConversationId } from './check-ids.js';

/** Runs a team action on a conversation locked in `tx` and audits it. */
export async function changeLockedConversation<T>(
  tx: Transaction,
  operator: Caller,
  input: { conversationId: string; action: string },
  change: (tx: Transaction, conversation: ConversationRow) => Promise<T>,
): Promise<T> {
  const conversation = await lockConversation(tx, assertConversationId(input.conversationId));
  if (!conversation) {
    throw new DomainError(ErrorCode.SupportConversationNotFound, 'Conversation not found');
  }
  const result = await change(tx, conversation);
  await recordOperatorAction(tx, {
    operatorUserId: operator.userId,
    action: input.action,
    orderId: null,
    target: conversation.id,
  });
  return result;
}

/** Runs a team action on a locked conversation and audits it, in one transaction. */
export function changeConversation<T>(
  app: AppContext,
  operator: Caller,
  input: { conversationId: string; action: string },
  change: (tx: Transaction, conversation: ConversationRow) => Promise<T>,
): Promise<T> {
  assertConversationId(input.conversationId);
  return app.db.transaction((tx) => changeLockedConversation(tx, operator, input, change));
}

/** Gives the conversation to the calling operator (taking it over from a colleague). */
export function assignConversation(app: AppContext, operator: Caller, conversationId: string) {
  return changeConversation(
    app,
    operator,
    { conversationId, action: 'assign_support_conversation' },
    (tx, conversation) =>
      updateConversation(tx, conversation.id, {
        assignedOperatorId: operator.userId,
        assignedOperatorName: operator.name || operator.email,
      }),
  );
}

/** Closes the conversation; the founder's next message starts a new one. */
export function closeConversation(app: AppContext, operator: Caller, conversationId: string) {
  return changeConversation(
    app,
    operator,
    { conversationId, action: 'close_support_conversation' },
    (tx, conversation) =>
      conversation.status === 'closed'
        ? Promise.resolve(conversation)
        : updateConversation(tx, conversation.id, {
            status: 'closed',
            closedAt: app.clock.now(),
          }),
  );
}
