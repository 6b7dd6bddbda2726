import { DomainError, ErrorCode } from '@foundly/domain';
import type { AppContext } from '../../../app-context.js';
import { isUuid, type Caller } from '../../../rpc/caller.js';
import { findDocumentOfUser, findLiveDocument } from '../../documents/index.js';
import { recordOperatorAction } from '../../operator-audit/index.js';

/** The document types each reading accepts (spec 02 §7: idOCR, poaOCR, ibanOCR). */
export const OCR_DOCUMENT_TYPES = {
  identity: [
    'identity_front',
    'identity_back',
    'identity_nie',
    'identity_id_or_passport',
    'identity',
    'spouse_identity',
  ],
  address: [
    'proof_of_address',
    'proof_of_fiscal_address',
    'proof_of_notification_address',
    'business_proof_of_address',
  ],
  iban: ['iban'],
} as const satisfies Record<string, readonly string[]>;

export type OcrReading = keyof typeof OCR_DOCUMENT_TYPES;

/** The audit's name for an operator reading a document's content. */
export const OPERATOR_READ_ACTION = 'read_document';

const invalidDocument = (message: string) =>
  new DomainError(ErrorCode.InvalidArgument, message, [
    { field: 'document_id', message: 'errors.field.invalid' },
  ]);

/**
 * The bytes of one of the caller's live documents, decrypted by the storage
 * adapter, when its type fits the reading: another person's document is not
 * found, one of another type is an invalid document_id. An operator of the
 * formation team reads any file's documents, and each reading is written to
 * the operators' audit as the back-office's ReadDocument is, whether it came
 * through the back-office or OcrService.
 */
export async function readOwnedDocument(
  app: AppContext,
  caller: Caller,
  documentId: string,
  reading: OcrReading,
) {
  if (!isUuid(documentId)) throw invalidDocument('Invalid document id');
  const document =
    caller.role === 'operator'
      ? await findLiveDocument(app.db, documentId)
      : await findDocumentOfUser(app.db, caller.userId, documentId);
  if (!document || document.deletedAt) {
    throw new DomainError(ErrorCode.DocumentNotFound, 'Document not found');
  }
  if (!(OCR_DOCUMENT_TYPES[reading] as readonly string[]).includes(document.type)) {
    throw invalidDocument(`A ${document.type} document cannot be read as ${reading}`);
  }
  if (caller.role === 'operator') {
    await recordOperatorAction(app.db, {
      operatorUserId: caller.userId,
      action: OPERATOR_READ_ACTION,
      orderId: document.orderId,
      target: document.id,
    });
  }
  const bytes = await app.storage.read(document.storageKey).catch((error: unknown) => {
    app.logger.error({ err: error, documentId }, 'Could not read a document to OCR');
    throw new DomainError(ErrorCode.StorageFailed, 'The document could not be read');
  });
  return { document, bytes };
}
