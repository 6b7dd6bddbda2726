import type { FileFormat } from '../documents/document-types.js';
import { checkSupportMessageBody, type SupportMessageBodyCheck } from './message-body.js';

/** What a chat attachment may be: a PDF or a picture, as the documents are. */
export const SUPPORT_ATTACHMENT_FORMATS: readonly FileFormat[] = ['pdf', 'jpeg', 'png'];

/** The category an upload meant for the chat is announced with: never a document of an order. */
export const SUPPORT_ATTACHMENT_CATEGORY = 'support_chat';

/**
 * A chat message as it is stored: its text checked as any message's, except
 * that a message carrying an attachment may have no text at all.
 */
export function checkSupportMessageContent(
  raw: string,
  hasAttachment: boolean,
): SupportMessageBodyCheck {
  if (hasAttachment && raw.trim().length === 0) return { ok: true, body: '' };
  return checkSupportMessageBody(raw);
}
