import { DOWNLOAD_URL_TTL_SECONDS, DomainError, ErrorCode } from '@foundly/domain';
import type { AppContext } from '../../../app-context.js';
import { isUuid, type Caller } from '../../../rpc/caller.js';
import { recordOperatorAction } from '../../operator-audit/index.js';
import {
  findAttachment,
  findAttachmentOfCustomer,
  findCustomerOfUser,
  type AttachmentRow,
} from '../support-chat.repository.js';

export interface AttachmentLinkInput {
  attachmentId: string;
  inline: boolean;
}

function notFound(): never {
  throw new DomainError(ErrorCode.SupportAttachmentNotFound, 'Attachment not found');
}

async function createAttachmentUrl(app: AppContext, attachment: AttachmentRow, inline: boolean) {
  const expiresAt = new Date(app.clock.now().getTime() + DOWNLOAD_URL_TTL_SECONDS * 1000);
  const url = await app.storage.createDownloadUrl({
    key: attachment.storageKey,
    fileName: attachment.fileName,
    contentType: attachment.contentType,
    inline,
    expiresAt,
  });
  return { url, expiresAt };
}

/**
 * A five-minute link to a file of the founder's own conversations; another
 * customer's is not_found, as an id that does not exist.
 */
export async function getFounderAttachmentUrl(
  app: AppContext,
  caller: Caller,
  input: AttachmentLinkInput,
) {
  if (!isUuid(input.attachmentId)) return notFound();
  const customer = await findCustomerOfUser(app.db, caller.userId);
  const attachment =
    customer && (await findAttachmentOfCustomer(app.db, input.attachmentId, customer.id));
  if (!attachment) return notFound();
  return createAttachmentUrl(app, attachment, input.inline);
}

/** A five-minute link to a file of any conversation, for the team; written to the audit. */
export async function getTeamAttachmentUrl(
  app: AppContext,
  operator: Caller,
  input: AttachmentLinkInput,
) {
  const found = isUuid(input.attachmentId)
    ? await findAttachment(app.db, input.attachmentId)
    : undefined;
  if (!found) return notFound();
  await recordOperatorAction(app.db, {
    operatorUserId: operator.userId,
    action: 'download_support_attachment',
    orderId: null,
    target: found.attachment.id,
  });
  return createAttachmentUrl(app, found.attachment, input.inline);
}
