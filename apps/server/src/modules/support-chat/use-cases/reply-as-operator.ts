import { DomainError, ErrorCode } from '@foundly/domain';
import type { AppContext } from '../../../app-context.js';
import type { Caller } from '../../../rpc/caller.js';
import {
  findConversation,
  insertMessage,
  updateConversation,
  type ConversationRow,
} from '../support-chat.repository.js';
import { changeLockedConversation } from './change-conversation.js';
import { assertConversationId } from './check-ids.js';
import { requireMessageContent } from './check-body.js';
import { findChatUpload, writeMessage } from './write-message.js';

function assertOpen(conversation: ConversationRow | undefined): ConversationRow {
  if (!conversation) {
    throw new DomainError(ErrorCode.SupportConversationNotFound, 'Conversation not found');
  }
  if (conversation.status !== 'open') {
    throw new DomainError(ErrorCode.SupportConversationClosed, 'This conversation is closed');
  }
  return conversation;
}

/**
 * The team answers in an open conversation, with text, a file or both; the
 * conversation is assigned to the operator if nobody took it. Delivered live
 * to the founder once committed.
 */
export async function replyAsOperator(
  app: AppContext,
  operator: Caller,
  input: { conversationId: string; body: string; attachmentUploadId?: string },
) {
  const body = requireMessageContent(input.body, Boolean(input.attachmentUploadId));
  const conversationId = assertConversationId(input.conversationId);
  const upload = input.attachmentUploadId
    ? await findChatUpload(app, operator.userId, input.attachmentUploadId)
    : undefined;
  // Checked before the file is taken, so that a closed conversation leaves the upload usable.
  if (upload) assertOpen(await findConversation(app.db, conversationId));
  const now = app.clock.now();
  const written = await writeMessage(app, upload, (tx) =>
    changeLockedConversation(
      tx,
      operator,
      { conversationId, action: 'reply_support_conversation' },
      async (tx, locked) => {
        const conversation = assertOpen(locked);
        const message = await insertMessage(tx, {
          conversationId: conversation.id,
          author: 'operator',
          authorUserId: operator.userId,
          authorName: operator.name || operator.email,
          body,
          createdAt: now,
        });
        const updated = conversation.assignedOperatorId
          ? { ...conversation, lastMessageAt: now, operatorReadSequence: message.sequence }
          : await updateConversation(tx, conversation.id, {
              assignedOperatorId: operator.userId,
              assignedOperatorName: operator.name || operator.email,
            });
        return { conversation: updated, message };
      },
    ),
  );
  app.supportChat.publish({
    customerId: written.conversation.customerId,
    message: written.message,
  });
  return written;
}
