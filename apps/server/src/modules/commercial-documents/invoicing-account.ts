import {
  DomainError,
  ErrorCode,
  getCalendarDate,
  isSellerVatExempt,
  type DocumentAddress,
  type DocumentSeller,
  type InvoicingCountry,
} from '@foundly/domain';
import { fromJson, type JsonValue } from '@bufbuild/protobuf';
import { LegalForm, QuestionnaireSchema, VatRegime, type PostalAddress } from '@foundly/proto';
import type { AppContext } from '../../app-context.js';
import type { Executor } from '../../db/client.js';
import { isFeatureFlagOn } from '../feature-flags/index.js';
import { isUuid, type Caller } from '../../rpc/caller.js';
import { getSpanishIssuer, getSpanishSeller } from './spanish-issuer.js';
import {
  findAccountOfUser,
  findDocumentAccountOfUser,
  type InvoicingAccountRow,
} from './commercial-documents.repository.js';

/** An account the quotes-and-invoices tool works for, with what its seller's side comes from. */
export interface InvoicingAccount {
  accountId: string;
  country: InvoicingCountry;
  row: InvoicingAccountRow;
}

const TIME_ZONES: Record<InvoicingCountry, string> = {
  FR: 'Europe/Paris',
  UK: 'Europe/London',
  ES: 'Europe/Madrid',
};

/** Today in the company's country, YYYY-MM-DD. */
export function getCompanyToday(app: AppContext, country: InvoicingCountry): string {
  return getCalendarDate(app.clock.now(), TIME_ZONES[country]);
}

function malformed(field: string, value: string): DomainError {
  return new DomainError(ErrorCode.InvalidArgument, `Invalid argument: ${field}`, [
    { field, message: value ? 'errors.field.invalid' : 'errors.field.required' },
  ]);
}

/**
 * The tool is offered to French and UK companies (spec 01 §2) and Spanish
 * autónomos (spec 02 §2; a Spanish company keeps its books elsewhere) while the invoice-tool flag is on: any other
 * account, or any account while the flag is off, is refused with
 * failed_precondition (the account is the caller's; what it asks is not
 * offered to it).
 */
export async function toInvoicingAccount(
  app: AppContext,
  row: InvoicingAccountRow,
): Promise<InvoicingAccount> {
  const country = row.countryCode;
  const offered = country === 'FR' || country === 'UK' || (country === 'ES' && isAutonomo(row));
  if (!offered || !(await isFeatureFlagOn(app.db, 'invoice_tool'))) {
    throw new DomainError(
      ErrorCode.InvoiceToolNotOffered,
      'Quotes and invoices are not offered for this account',
    );
  }
  return { accountId: row.accountId, country, row };
}

function isAutonomo(row: InvoicingAccountRow): boolean {
  return row.order?.legalForm === 'AUTONOMO';
}

/** The caller's account named by a request: malformed is invalid_argument, anyone else's not_found. */
export async function requireCallerAccount(
  app: AppContext,
  caller: Caller,
  accountId: string,
  db: Executor = app.db,
): Promise<InvoicingAccount> {
  if (!isUuid(accountId)) throw malformed('account_id', accountId);
  const row = await findAccountOfUser(db, caller.userId, accountId);
  if (!row) throw new DomainError(ErrorCode.AccountNotFound, 'Missing customer or account ID.');
  return toInvoicingAccount(app, row);
}

/** The account of one of the caller's documents; a document of anyone else is not_found. */
export async function requireCallerDocumentAccount(
  app: AppContext,
  caller: Caller,
  documentId: string,
  field = 'id',
): Promise<InvoicingAccount> {
  if (!isUuid(documentId)) throw malformed(field, documentId);
  const accountId = await findDocumentAccountOfUser(app.db, caller.userId, documentId);
  if (!accountId) throw commercialDocumentNotFound();
  return requireCallerAccount(app, caller, accountId);
}

export function commercialDocumentNotFound() {
  return new DomainError(ErrorCode.CommercialDocumentNotFound, 'Commercial document not found');
}

/** The legal form as printed: a sole trader shows "EI" (Code de commerce L526-22, loi 2022-172). */
const PRINTED_LEGAL_FORMS: Partial<Record<keyof typeof LegalForm, string>> = {
  SASU: 'SASU',
  EURL: 'EURL',
  MICROENTERPRISE: 'EI',
  LTD: 'Ltd',
};

/**
 * The seller's address: the registered office as an operator recorded it
 * from the register, which is the legal one (it may differ from what the
 * founder gave before the registration, and a UK company has no
 * questionnaire); else the questionnaire's company address.
 */
function getSellerAddress(
  registration: InvoicingAccountRow['registration'],
  questionnaireAddress: PostalAddress | undefined,
): DocumentAddress | undefined {
  const office = registration?.registeredOffice;
  const address = office && Object.values(office).some(Boolean) ? office : questionnaireAddress;
  return address
    ? {
        street1: address.street1 ?? '',
        street2: address.street2 ?? '',
        postalCode: address.postalCode ?? '',
        city: address.city ?? '',
        countryCode: address.countryCode ?? '',
      }
    : undefined;
}

/**
 * The seller's side of the account's documents as it stands: name and legal
 * form from the order's questionnaire (company details), the registration's
 * numbers, register and share capital as an operator recorded them from the
 * register extract, the address of `getSellerAddress`, and whether the
 * seller charges VAT (the questionnaire's VAT regime in France, a VAT number
 * in the UK).
 */
export function getCurrentSeller(account: InvoicingAccount): DocumentSeller {
  if (account.country === 'ES') return getSpanishSeller(getSpanishIssuer(account));
  const { order, registration } = account.row;
  const questionnaire = fromJson(QuestionnaireSchema, (order?.questionnaire ?? {}) as JsonValue, {
    ignoreUnknownFields: true,
  });
  const details = questionnaire.companyDetails;
  const vatNumber = registration?.vatNumber ?? '';
  const legalForm = order ? LegalForm[order.legalForm] : LegalForm.UNSPECIFIED;
  return {
    companyName: details?.companyName || order?.companyName || '',
    legalForm: order ? (PRINTED_LEGAL_FORMS[order.legalForm] ?? '') : '',
    address: getSellerAddress(registration, details?.address),
    registrationNumber: registration?.registrationNumber ?? '',
    vatNumber,
    shareCapital: registration?.shareCapital ?? 0n,
    register: registration?.register ?? '',
    vatExempt: isSellerVatExempt({
      country: account.country,
      legalForm,
      vatRegime: details?.vta?.regime ?? VatRegime.UNSPECIFIED,
      vatNumber,
    }),
  };
}

/** Whether the account's company prints a share capital: a company, not a sole trader. */
export function hasShareCapital(account: InvoicingAccount): boolean {
  const legalForm = account.row.order?.legalForm;
  return legalForm === 'SASU' || legalForm === 'EURL';
}
