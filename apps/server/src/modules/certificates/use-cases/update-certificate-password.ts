import {
  assertNoViolations,
  DomainError,
  ErrorCode,
  FLAG_SET,
  isQuestionnaireInProgress,
  validateCertificatePassword,
  type FieldViolation,
} from '@foundly/domain';
import { CountryCode, OrderStatus } from '@foundly/proto';
import type { AppContext } from '../../../app-context.js';
import type { CertificateRecord } from '../../../db/schema/index.js';
import { isUuid, type Caller } from '../../../rpc/caller.js';
import {
  lockOrder,
  type OrderRow,
  saveOrderCertificate,
  startQuestionnaire,
} from '../../order-records/index.js';
import { findOrderOfUser } from '../../ownership/index.js';
import {
  CERTIFICATE_FLAGS,
  CERTIFICATE_PASSWORD_SECRET,
  PERSONAL_CERTIFICATE_REF,
  PERSONAL_CERTIFICATE_TYPE,
} from '../certificate-flags.js';
import { findOrderDocument, upsertOrderSecret } from '../certificates.repository.js';
import { readCertificate, type CertificateDetails } from '../read-certificate.js';
import { createSecretBox, getSecretContext } from '../secret-box.js';
import { discardRefusedCertificate } from './discard-unused-certificates.js';

export interface UpdateCertificatePasswordInput {
  orderId: string;
  password: string;
}

/** The certificate is given while the questionnaire is being filled in, after payment. */
function assertCertificateOpen(order: OrderRow) {
  if (order.countryCode !== CountryCode[CountryCode.ES]) {
    throw new DomainError(ErrorCode.InvalidArgument, 'Only Spanish orders have a certificate', [
      { field: 'order_id', message: 'errors.field.invalid' },
    ]);
  }
  const status = OrderStatus[order.status];
  if (status === OrderStatus.DRAFT) {
    throw new DomainError(ErrorCode.OrderNotPaid, 'The questionnaire opens once the order is paid');
  }
  if (status === undefined || !isQuestionnaireInProgress(status)) {
    throw new DomainError(ErrorCode.QuestionnaireLocked, 'The questionnaire was already sent');
  }
}

async function readStoredFile(app: AppContext, storageKey: string, documentId: string) {
  try {
    return await app.storage.read(storageKey);
  } catch (error) {
    app.logger.error({ err: error, documentId }, 'Could not read a certificate file');
    throw new DomainError(ErrorCode.StorageFailed, 'Could not read the certificate file');
  }
}

/**
 * Refusals of the file itself, whatever the password: it has expired, is not
 * valid yet, or is no certificate with its private key. A wrong password is
 * not one: the founder types it again.
 */
const FILE_REFUSALS: ReadonlySet<ErrorCode> = new Set([
  ErrorCode.CertificateExpired,
  ErrorCode.CertificateNotYetValid,
  ErrorCode.InvalidFile,
]);

/**
 * Reads the certificate with its password; a file refused for itself is
 * discarded (document, reference and file) before the refusal is answered.
 */
async function openCertificate(
  app: AppContext,
  orderId: string,
  document: { id: string; bytes: Buffer },
  password: string,
  now: Date,
): Promise<CertificateDetails> {
  try {
    return readCertificate(document.bytes, password, now);
  } catch (error) {
    if (error instanceof DomainError && FILE_REFUSALS.has(error.code)) {
      await discardRefusedCertificate(app, orderId, document.id);
    }
    throw error;
  }
}

/**
 * Opens the certificate the founder uploaded (document type
 * personal_certificate, referenced by personalCertificateId) with its
 * password. When it opens and is valid today, the password is kept encrypted
 * (never in clear, never logged or returned), what the certificate says is
 * kept on the order, and the two metadata flags of the certificate step are
 * set. Sending the password again replaces it. A certificate refused for
 * itself (expired, not yet valid, not a certificate) is not kept: a file
 * holding a private key the product will not use is deleted at once.
 */
export async function updateCertificatePassword(
  app: AppContext,
  caller: Caller,
  input: UpdateCertificatePasswordInput,
) {
  const violations: FieldViolation[] = [];
  if (!isUuid(input.orderId))
    violations.push({ field: 'order_id', message: 'errors.field.invalid' });
  violations.push(...validateCertificatePassword(input.password));
  assertNoViolations(violations);

  const order = await findOrderOfUser(app.db, caller.userId, input.orderId);
  if (!order) throw new DomainError(ErrorCode.OrderNotFound, 'Order not found');
  assertCertificateOpen(order);
  const documentId = order.documentRefs[PERSONAL_CERTIFICATE_REF];
  const document = documentId ? await findOrderDocument(app.db, order.id, documentId) : undefined;
  if (!document || document.type !== PERSONAL_CERTIFICATE_TYPE) {
    throw new DomainError(ErrorCode.DocumentNotFound, 'Upload the certificate first');
  }
  // The file is read and opened outside the transaction: it can take a moment, and the
  // reference is checked again under the lock.
  const bytes = await readStoredFile(app, document.storageKey, document.id);
  const now = app.clock.now();
  const details = await openCertificate(
    app,
    order.id,
    { id: document.id, bytes },
    input.password,
    now,
  );
  const sealed = createSecretBox(app.config).seal(
    input.password,
    getSecretContext(order.id, CERTIFICATE_PASSWORD_SECRET),
  );
  const certificate: CertificateRecord = {
    documentId: document.id,
    holderName: details.holderName,
    taxId: details.taxId,
    expiresAt: details.notAfter.toISOString(),
    issuer: details.issuer,
  };

  const saved = await app.db.transaction(async (tx) => {
    const current = await lockOrder(tx, order.id);
    if (!current) throw new DomainError(ErrorCode.OrderNotFound, 'Order not found');
    assertCertificateOpen(current);
    if (current.documentRefs[PERSONAL_CERTIFICATE_REF] !== document.id) {
      throw new DomainError(ErrorCode.DocumentNotFound, 'The certificate file was replaced');
    }
    await upsertOrderSecret(tx, {
      orderId: order.id,
      kind: CERTIFICATE_PASSWORD_SECRET,
      sealed,
      at: now,
    });
    const withCertificate = await saveOrderCertificate(tx, order.id, {
      certificate,
      metadata: {
        ...current.metadata,
        ...Object.fromEntries(CERTIFICATE_FLAGS.map((flag) => [flag, FLAG_SET])),
      },
      updatedAt: now,
    });
    return startQuestionnaire(tx, app, withCertificate, caller.userId);
  });
  return { order: saved, certificate };
}
