import { DomainError, ErrorCode, getDocumentTypeRule, isDocumentTypeOf } from '@foundly/domain';
import { CountryCode, LegalForm } from '@foundly/proto';
import type { AppContext } from '../../../app-context.js';
import { isUuid, type Caller } from '../../../rpc/caller.js';
import { attachDocument } from '../../documents/index.js';
import { queueDocumentsAvailableEmail } from '../../notifications/index.js';
import { findOrderWithCustomer, recordOperatorAction } from '../backoffice.repository.js';

export interface UploadOfficialDocumentInput {
  orderId: string;
  type: string;
  fileName: string;
  bytes: Buffer;
}

/**
 * An official document the team received for a file (register extract,
 * resguardo, resolución de alta...): checked by its bytes like any upload,
 * stored with its authority, audited, and announced to the founder by e-mail.
 */
export async function uploadOfficialDocument(
  app: AppContext,
  operator: Caller,
  input: UploadOfficialDocumentInput,
) {
  if (!isUuid(input.orderId)) {
    throw new DomainError(ErrorCode.InvalidArgument, 'Invalid order id', [
      { field: 'order_id', message: 'errors.field.invalid' },
    ]);
  }
  const found = await findOrderWithCustomer(app.db, input.orderId);
  if (!found) throw new DomainError(ErrorCode.OrderNotFound, 'Order not found');
  const country = CountryCode[found.order.countryCode];
  if (
    getDocumentTypeRule(input.type)?.uploadedBy !== 'operator' ||
    !isDocumentTypeOf(country, input.type, LegalForm[found.order.legalForm])
  ) {
    throw new DomainError(ErrorCode.InvalidArgument, 'Not an official document of this file', [
      { field: 'type', message: 'errors.field.documentType' },
    ]);
  }
  if (!input.fileName.trim()) {
    throw new DomainError(ErrorCode.InvalidArgument, 'A file name is required', [
      { field: 'file_name', message: 'errors.field.required' },
    ]);
  }
  const document = await attachDocument(app, {
    orderId: found.order.id,
    type: input.type,
    fileName: input.fileName,
    bytes: input.bytes,
    actorUserId: operator.userId,
  });
  await app.db.transaction(async (tx) => {
    await recordOperatorAction(tx, {
      operatorUserId: operator.userId,
      action: 'upload_document',
      orderId: found.order.id,
      target: document.id,
      details: { type: document.type },
    });
    await queueDocumentsAvailableEmail(tx, app, {
      orderId: found.order.id,
      documentNames: [document.fileName],
      dedupeKey: `document:${document.id}`,
    });
  });
  app.worker.kick();
  return document;
}
