import { DomainError, ErrorCode } from '@foundly/domain';
import type { AppContext } from '../../../app-context.js';
import type { Caller } from '../../../rpc/caller.js';
import {
  findConversation,
  findCustomerOfUser,
  insertMessage,
  lockConversationOfCustomer,
  lockOrStartOpenConversation,
  type ConversationRow,
} from '../support-chat.repository.js';
import { requireMessageContent } from './check-body.js';
import { assertConversationId } from './check-ids.js';
import { findChatUpload, writeMessage } from './write-message.js';

function assertWritable(conversation: ConversationRow | undefined, customerId: string) {
  if (!conversation || conversation.customerId !== customerId) {
    throw new DomainError(ErrorCode.SupportConversationNotFound, 'Conversation not found');
  }
  if (conversation.status !== 'open') {
    throw new DomainError(ErrorCode.SupportConversationClosed, 'This conversation is closed');
  }
  return conversation;
}

/**
 * Writes a founder's message (text, a file or both): to the conversation
 * named (theirs, open), or to their open one, started if none. Delivered live
 * once committed.
 */
export async function sendFounderMessage(
  app: AppContext,
  caller: Caller,
  input: { conversationId: string; body: string; attachmentUploadId?: string },
) {
  const body = requireMessageContent(input.body, Boolean(input.attachmentUploadId));
  const conversationId = input.conversationId
    ? assertConversationId(input.conversationId)
    : undefined;
  const customer = await findCustomerOfUser(app.db, caller.userId);
  if (!customer) throw new DomainError(ErrorCode.CustomerNotFound, 'Customer not found');
  const upload = input.attachmentUploadId
    ? await findChatUpload(app, caller.userId, input.attachmentUploadId)
    : undefined;
  // Checked before the file is taken, so that a refused conversation leaves the upload usable.
  if (upload && conversationId) {
    assertWritable(await findConversation(app.db, conversationId), customer.id);
  }
  const now = app.clock.now();
  const written = await writeMessage(app, upload, async (tx) => {
    const conversation = assertWritable(
      conversationId
        ? await lockConversationOfCustomer(tx, conversationId, customer.id)
        : await lockOrStartOpenConversation(tx, customer.id, now),
      customer.id,
    );
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
