import {
  checkUkCompanyNumber,
  DomainError,
  ErrorCode,
  normaliseUkCompanyNumber,
  toJurisdiction,
} from '@foundly/domain';
import type { Transaction } from '../../../db/client.js';
import type { AppContext } from '../../../app-context.js';
import { listLiveDocuments } from '../../documents/index.js';
import { saveOrderMetadata, type OrderRow } from '../../order-records/index.js';
import { getUkAnswers } from '../../questionnaire/index.js';

/**
 * What a UK company's incorporation records before it moves to
 * COMPANY_FORMED (Companies Act 2006 ss. 15–16): the company number on the
 * certificate, of the form Companies House gives in the jurisdiction the
 * application stated, kept in the order's metadata as `company_number`; and
 * the certificate of incorporation itself, which must already be among the
 * order's documents (uploaded by the team, authority Companies House).
 * Called in the move's transaction, on the locked row.
 */
export async function recordUkIncorporation(
  tx: Transaction,
  app: AppContext,
  order: OrderRow,
  companyNumber: string,
): Promise<void> {
  const jurisdiction = toJurisdiction(getUkAnswers(order).company?.jurisdiction);
  if (!jurisdiction) {
    throw new DomainError(ErrorCode.InvalidArgument, 'The application states no jurisdiction', [
      { field: 'company_number', message: 'errors.field.invalid' },
    ]);
  }
  const violations = checkUkCompanyNumber(companyNumber, jurisdiction);
  if (violations.length > 0) {
    throw new DomainError(ErrorCode.InvalidArgument, 'Invalid company number', violations);
  }
  const documents = await listLiveDocuments(tx, order.id, '');
  if (!documents.some((document) => document.type === 'certificate_of_incorporation')) {
    throw new DomainError(
      ErrorCode.IncorporationCertificateMissing,
      'The certificate of incorporation is not in the file',
    );
  }
  await saveOrderMetadata(tx, order.id, {
    metadata: { ...order.metadata, company_number: normaliseUkCompanyNumber(companyNumber) },
    updatedAt: app.clock.now(),
  });
}
