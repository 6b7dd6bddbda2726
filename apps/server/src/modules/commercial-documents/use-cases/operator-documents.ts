import {
  assertNoViolations,
  DomainError,
  ErrorCode,
  hasRegisteredOffice,
  normaliseRegisteredOffice,
  validateCompanyRegistration,
  type CompanyRegistrationInput,
  type RegisteredOffice,
} from '@foundly/domain';
import type { AppContext } from '../../../app-context.js';
import { isUuid, type Caller } from '../../../rpc/caller.js';
import { recordOperatorAction } from '../../operator-audit/index.js';
import {
  findAccount,
  findAccountIdOfOrder,
  findDocument,
  findLogo,
  listDocumentsOfAccount,
  upsertRegistration,
} from '../commercial-documents.repository.js';
import { commercialDocumentNotFound } from '../invoicing-account.js';
import { toDocumentMessages } from './read-documents.js';

/** The action an operator's download of an issued document is audited as. */
export const OPERATOR_DOWNLOAD_ACTION = 'download_commercial_document';
export const OPERATOR_REGISTRATION_ACTION = 'record_company_registration';

async function findFileAccount(app: AppContext, orderId: string) {
  if (!isUuid(orderId)) {
    throw new DomainError(ErrorCode.InvalidArgument, 'Invalid order id', [
      { field: 'order_id', message: orderId ? 'errors.field.invalid' : 'errors.field.required' },
    ]);
  }
  const accountId = await findAccountIdOfOrder(app.db, orderId);
  const account = accountId ? await findAccount(app.db, accountId) : undefined;
  if (!account) throw new DomainError(ErrorCode.OrderNotFound, 'Order not found');
  return account;
}

/**
 * The issued documents of a file's account, for support: read only (the
 * back-office has no way to change a document), drafts left out as the
 * founder's working copies. Whatever the flag, so that support still sees
 * what was issued when the tool is turned off.
 */
export async function listFileDocuments(app: AppContext, orderId: string) {
  const account = await findFileAccount(app, orderId);
  const rows = await listDocumentsOfAccount(app.db, account.accountId, { issuedOnly: true });
  return {
    documents: await toDocumentMessages(app, account.accountId, rows),
    registration: account.registration ?? undefined,
  };
}

/** The PDF of an issued document of any file, the read audited. */
export async function downloadFileDocument(app: AppContext, operator: Caller, documentId: string) {
  const row = isUuid(documentId) ? await findDocument(app.db, documentId) : undefined;
  if (!row || row.status !== 'ISSUED') throw commercialDocumentNotFound();
  const [[document], logo, account] = await Promise.all([
    toDocumentMessages(app, row.accountId, [row]),
    findLogo(app.db, row.accountId),
    findAccount(app.db, row.accountId),
  ]);
  const rendered = await app.invoiceRenderer.render(document!, logo?.bytes);
  await recordOperatorAction(app.db, {
    operatorUserId: operator.userId,
    action: OPERATOR_DOWNLOAD_ACTION,
    orderId: account?.order?.id ?? null,
    target: row.id,
  });
  return rendered;
}

/** A registration as the back-office sends it: the registered office's parts may be unset. */
type RecordedRegistration = Omit<CompanyRegistrationInput, 'registeredOffice'> & {
  registeredOffice?: Partial<RegisteredOffice> | undefined;
};

/**
 * Records a company's registration from its register extract, checked for
 * its country, with the operator's action audited in the same transaction.
 * Documents issued before keep the seller they were frozen with.
 */
export async function recordCompanyRegistration(
  app: AppContext,
  operator: Caller,
  input: { orderId: string; registration: RecordedRegistration | undefined },
) {
  const account = await findFileAccount(app, input.orderId);
  const country = account.countryCode;
  if (country !== 'FR' && country !== 'UK') {
    throw new DomainError(
      ErrorCode.InvoiceToolNotOffered,
      'Quotes and invoices are not offered for this account',
    );
  }
  const office = input.registration?.registeredOffice;
  const registration = {
    registrationNumber: input.registration?.registrationNumber.trim() ?? '',
    vatNumber: input.registration?.vatNumber.replaceAll(' ', '').toUpperCase() ?? '',
    register: input.registration?.register.trim() ?? '',
    shareCapital: input.registration?.shareCapital ?? 0n,
    registeredOffice: normaliseRegisteredOffice(country, {
      street1: office?.street1 ?? '',
      street2: office?.street2 ?? '',
      postalCode: office?.postalCode ?? '',
      city: office?.city ?? '',
      countryCode: office?.countryCode ?? '',
    }),
  };
  assertNoViolations(validateCompanyRegistration(country, registration));
  const { registeredOffice, ...numbers } = registration;
  return app.db.transaction(async (tx) => {
    const saved = await upsertRegistration(tx, {
      accountId: account.accountId,
      ...numbers,
      registeredOffice: hasRegisteredOffice(registeredOffice) ? registeredOffice : null,
      recordedBy: operator.userId,
      updatedAt: app.clock.now(),
    });
    await recordOperatorAction(tx, {
      operatorUserId: operator.userId,
      action: OPERATOR_REGISTRATION_ACTION,
      orderId: input.orderId,
      target: account.accountId,
    });
    return saved;
  });
}
