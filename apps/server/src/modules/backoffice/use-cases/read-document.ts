import { DomainError, ErrorCode } from '@foundly/domain';
import type { AppContext } from '../../../app-context.js';
import { isUuid, type Caller } from '../../../rpc/caller.js';
import { findLiveDocument } from '../../documents/index.js';
import {
  OCR_DOCUMENT_TYPES,
  OPERATOR_READ_ACTION,
  readBankDocument,
  readIdentityDocument,
  readProofOfAddress,
  type OcrReading,
} from '../../ocr/index.js';
import { recordOperatorAction } from '../backoffice.repository.js';

function findReading(type: string): OcrReading | undefined {
  return (Object.keys(OCR_DOCUMENT_TYPES) as OcrReading[]).find((reading) =>
    (OCR_DOCUMENT_TYPES[reading] as readonly string[]).includes(type),
  );
}

/**
 * What OCR reads in an identity, address or bank document, as the founder's
 * form read it; audited (by the OCR use cases, which audit every operator's
 * reading, or here for a document OCR does not read).
 */
export async function readDocument(
  app: AppContext,
  operator: Caller,
  documentId: string,
  signal: AbortSignal,
): Promise<{ kind: string; fields: Record<string, string> }> {
  const document = isUuid(documentId) ? await findLiveDocument(app.db, documentId) : undefined;
  if (!document) throw new DomainError(ErrorCode.DocumentNotFound, 'Document not found');
  const reading = findReading(document.type);
  if (!reading) {
    await recordOperatorAction(app.db, {
      operatorUserId: operator.userId,
      action: OPERATOR_READ_ACTION,
      orderId: document.orderId,
      target: document.id,
    });
  }
  switch (reading) {
    case 'identity':
      return {
        kind: 'identity',
        fields: { ...(await readIdentityDocument(app, operator, documentId, signal)) },
      };
    case 'address':
      return {
        kind: 'address',
        fields: { ...(await readProofOfAddress(app, operator, documentId, signal)) },
      };
    case 'iban':
      return {
        kind: 'bank',
        fields: { iban: await readBankDocument(app, operator, documentId, signal) },
      };
    case undefined:
      return { kind: '', fields: {} };
  }
}
