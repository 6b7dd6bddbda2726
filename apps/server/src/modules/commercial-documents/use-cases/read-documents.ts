import {
  findFacturaIssueProblems,
  findIssueProblems,
  getInvoicingCurrency,
  toFactura,
  type DocumentSeller,
} from '@foundly/domain';
import { create } from '@bufbuild/protobuf';
import {
  CommercialDocumentInputSchema,
  CommercialDocumentKind,
  InvoiceCustomerSchema,
  type CommercialDocument,
} from '@foundly/proto';
import type { AppContext } from '../../../app-context.js';
import { listDocumentRecords, toVerifactuState } from '../../verifactu/index.js';
import type { Caller } from '../../../rpc/caller.js';
import {
  findDocument,
  findLogo,
  hasLogo,
  listCustomers,
  listDerivedDocuments,
  listDocumentsOfAccount,
  type CommercialDocumentRow,
} from '../commercial-documents.repository.js';
import { fromStoredContent, toDocumentMessage } from '../document-mapper.js';
import {
  commercialDocumentNotFound,
  getCompanyToday,
  getCurrentSeller,
  hasShareCapital,
  requireCallerAccount,
  requireCallerDocumentAccount,
  type InvoicingAccount,
} from '../invoicing-account.js';
import { getSpanishIssuer } from '../spanish-issuer.js';

/** Documents as the contract gives them, with their links among themselves and to the logo. */
export async function toDocumentMessages(
  app: AppContext,
  accountId: string,
  rows: readonly CommercialDocumentRow[],
): Promise<CommercialDocument[]> {
  const db = app.db;
  const ids = rows.map((row) => row.id);
  const [derived, logo, records] = await Promise.all([
    listDerivedDocuments(db, ids),
    hasLogo(db, accountId),
    listDocumentRecords(db, ids),
  ]);
  const sourceIds = rows.flatMap((row) => (row.sourceDocumentId ? [row.sourceDocumentId] : []));
  const known = new Map<string, CommercialDocumentRow | undefined>(
    rows.map((row) => [row.id, row]),
  );
  const missing = sourceIds.filter((sourceId) => !known.has(sourceId));
  for (const sourceId of missing) {
    known.set(sourceId, await findDocument(db, sourceId));
  }
  const verifactuStates = new Map(
    ids.map((id) => [
      id,
      toVerifactuState(
        records.filter((entry) => entry.record.documentId === id),
        app.config.verifactu.environment,
      ),
    ]),
  );
  return rows.map((row) => {
    const source = row.sourceDocumentId ? known.get(row.sourceDocumentId) : undefined;
    return toDocumentMessage(row, {
      sourceDocumentNumber: source?.number ?? '',
      sourceDocumentDate: source ? fromStoredContent(source.content).invoiceDate : '',
      derivedDocumentIds: derived.filter((link) => link.sourceId === row.id).map((link) => link.id),
      hasLogo: logo,
      verifactu: verifactuStates.get(row.id),
    });
  });
}

export async function listMyDocuments(app: AppContext, caller: Caller, accountId: string) {
  const account = await requireCallerAccount(app, caller, accountId);
  const rows = await listDocumentsOfAccount(app.db, account.accountId);
  return toDocumentMessages(app, account.accountId, rows);
}

/** One of the caller's documents with the account's logo bytes. */
export async function getMyDocument(app: AppContext, caller: Caller, id: string) {
  const account = await requireCallerDocumentAccount(app, caller, id);
  const row = await findDocument(app.db, id);
  if (!row) throw commercialDocumentNotFound();
  const [[document], logo] = await Promise.all([
    toDocumentMessages(app, account.accountId, [row]),
    findLogo(app.db, account.accountId),
  ]);
  return { document: document!, logo: logo?.bytes ?? new Uint8Array() };
}

export async function listMyCustomers(app: AppContext, caller: Caller, accountId: string) {
  const account = await requireCallerAccount(app, caller, accountId);
  const rows = await listCustomers(app.db, account.accountId);
  return rows.map((row) =>
    create(InvoiceCustomerSchema, {
      id: row.id,
      companyName: row.companyName,
      address: row.address,
      email: row.email,
      isBusiness: row.isBusiness,
      registrationNumber: row.registrationNumber,
      vatNumber: row.vatNumber,
      nif: row.nif,
    }),
  );
}

/** What issuing a Spanish factura would refuse on the issuer's side today, as seller fields. */
function spanishSellerProblems(app: AppContext, account: InvoicingAccount) {
  const issuer = getSpanishIssuer(account);
  const today = getCompanyToday(app, 'ES');
  const probe = toFactura(
    create(CommercialDocumentInputSchema, {
      kind: CommercialDocumentKind.INVOICE,
      invoiceDate: today,
    }),
    { nif: issuer.nif, name: issuer.name, address: issuer.address },
  );
  const fields: Record<string, string> = {
    'issuer.name': 'seller.company_name',
    'issuer.nif': 'seller.nif',
    'issuer.address': 'seller.address',
  };
  return findFacturaIssueProblems(probe, {
    today,
    lastIssuedDate: undefined,
    activityStartDate: issuer.activityStartDate || today,
  }).flatMap((problem) =>
    fields[problem.field] ? [{ ...problem, field: fields[problem.field]! }] : [],
  );
}

/** What issuing would refuse on the seller's side today (no customer or line asked yet). */
function sellerProblems(app: AppContext, account: InvoicingAccount, seller: DocumentSeller) {
  if (account.country === 'ES') return spanishSellerProblems(app, account);
  const today = getCompanyToday(app, account.country);
  const probe = create(CommercialDocumentInputSchema, {
    kind: CommercialDocumentKind.QUOTE,
    invoiceDate: today,
  });
  return findIssueProblems(probe, seller, {
    country: account.country,
    hasShareCapital: hasShareCapital(account),
    today,
    lastIssuedDate: undefined,
  }).filter((problem) => problem.field.startsWith('seller.'));
}

/** The seller's side as a document would print it now, and what it lacks. */
export async function getMySeller(app: AppContext, caller: Caller, accountId: string) {
  const account = await requireCallerAccount(app, caller, accountId);
  const seller = getCurrentSeller(account);
  return {
    seller,
    problems: sellerProblems(app, account, seller),
    currency: getInvoicingCurrency(account.country),
  };
}
