import {
  DomainError,
  ErrorCode,
  SUPPORT_ATTACHMENT_CATEGORY,
  SUPPORT_ATTACHMENT_FORMATS,
} from '@foundly/domain';
import type { AppContext } from '../../../app-context.js';
import type { Caller } from '../../../rpc/caller.js';
import { announceLooseFile } from '../../documents/index.js';
import { findCustomerOfUser } from '../support-chat.repository.js';

export interface AttachmentAnnouncement {
  fileName: string;
  size: number;
  sha256: string;
}

/**
 * Announces a file for the caller's next chat message, through the documents'
 * upload handshake: a PDF, PNG or JPEG name, 10 MB at most, bound to its
 * SHA-256. The upload belongs to no order, so it can never become a document.
 */
export async function announceAttachment(
  app: AppContext,
  caller: Caller,
  input: AttachmentAnnouncement,
) {
  return announceLooseFile(app, caller.userId, input, {
    formats: SUPPORT_ATTACHMENT_FORMATS,
    category: SUPPORT_ATTACHMENT_CATEGORY,
  });
}

/** A founder announces a file: only once they have a customer record, as for a message. */
export async function announceFounderAttachment(
  app: AppContext,
  caller: Caller,
  input: AttachmentAnnouncement,
) {
  const customer = await findCustomerOfUser(app.db, caller.userId);
  if (!customer) throw new DomainError(ErrorCode.CustomerNotFound, 'Customer not found');
  return announceAttachment(app, caller, input);
}
