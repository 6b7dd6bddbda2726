import { CommercialDocumentKind } from '@foundly/proto';
import type { DocumentAddress, DocumentContent, DocumentSeller } from './document-content.js';
import type { InvoicingCountry } from './invoicing-country.js';
import { isSiren } from './siren.js';

/** Why a draft cannot be issued: a field path and a stable reason (formation.v1.DocumentIssueProblem). */
export interface IssueProblem {
  field: string;
  reason: 'missing' | 'invalid' | 'out_of_range' | 'before_last_issued' | 'in_future';
}

export interface IssueContext {
  country: InvoicingCountry;
  /** A French company (SASU, EURL) prints its share capital; a micro-entreprise has none. */
  hasShareCapital: boolean;
  /** Today in the company's country, YYYY-MM-DD. */
  today: string;
  /** The date of the last document issued in the same series, if any. */
  lastIssuedDate: string | undefined;
}

/**
 * What is wrong with the date of a document being issued: a date in the
 * future, or one before the last document issued in its series, whose
 * numbers follow the order of the dates. France: "date de sa délivrance" and
 * "séquence chronologique" (CGI annexe II art. 242 nonies A, I-3° and 7°);
 * Spain: the date of issue and numbers "correlativa" within a series (Real
 * Decreto 1619/2012 art. 6.1.a and b).
 */
export function findIssueDateProblem(
  invoiceDate: string,
  context: { today: string; lastIssuedDate: string | undefined },
): IssueProblem | undefined {
  if (invoiceDate > context.today) return { field: 'invoice_date', reason: 'in_future' };
  if (context.lastIssuedDate && invoiceDate < context.lastIssuedDate) {
    return { field: 'invoice_date', reason: 'before_last_issued' };
  }
  return undefined;
}

/** Whether an address has its street, postal code, city and country. */
export function isAddressComplete(address: DocumentAddress | undefined): boolean {
  return Boolean(
    address?.street1?.trim() &&
    address.postalCode?.trim() &&
    address.city?.trim() &&
    address.countryCode?.trim(),
  );
}

function sellerProblems(seller: DocumentSeller, context: IssueContext): IssueProblem[] {
  const problems: IssueProblem[] = [];
  // CGI annexe II art. 242 nonies A, I-1°; HMRC VAT Notice 700 §16.3: the supplier's name and address.
  if (!seller.companyName.trim())
    problems.push({ field: 'seller.company_name', reason: 'missing' });
  if (!isAddressComplete(seller.address)) {
    problems.push({ field: 'seller.address', reason: 'missing' });
  }
  if (context.country === 'FR') {
    // Code de commerce R123-237: the SIREN and the register (RCS city, or RNE for a sole
    // trader not on the RCS) on every invoice; CGI annexe II art. 242 nonies A, I-1° bis.
    if (!seller.registrationNumber) {
      problems.push({ field: 'seller.registration_number', reason: 'missing' });
    } else if (!isSiren(seller.registrationNumber)) {
      problems.push({ field: 'seller.registration_number', reason: 'invalid' });
    }
    if (!seller.register.trim()) problems.push({ field: 'seller.register', reason: 'missing' });
    // Code de commerce R123-238: a company's legal form and share capital.
    if (context.hasShareCapital) {
      if (!seller.legalForm) problems.push({ field: 'seller.legal_form', reason: 'missing' });
      if (seller.shareCapital <= 0n) {
        problems.push({ field: 'seller.share_capital', reason: 'missing' });
      }
    }
  } else if (!seller.registrationNumber) {
    // The Company, LLP and Business (Names and Trading Disclosures) Regulations 2015, reg. 25:
    // the registered number on the company's business documents.
    problems.push({ field: 'seller.registration_number', reason: 'missing' });
  }
  // CGI annexe II art. 242 nonies A, I-2° (the VAT number of art. 286 ter); VAT Notice 700
  // §16.3: the supplier's VAT registration number. A seller who charges no VAT has none to print.
  if (!seller.vatExempt && !seller.vatNumber) {
    problems.push({ field: 'seller.vat_number', reason: 'missing' });
  }
  return problems;
}

function customerProblems(content: DocumentContent, context: IssueContext): IssueProblem[] {
  const customer = content.customer;
  const problems: IssueProblem[] = [];
  // CGI annexe II art. 242 nonies A, I-1°; VAT Notice 700 §16.3: the customer's name and address.
  if (!customer?.companyName.trim()) {
    problems.push({ field: 'customer.company_name', reason: 'missing' });
  }
  if (!isAddressComplete(customer?.address)) {
    problems.push({ field: 'customer.address', reason: 'missing' });
  }
  // Décret 2022-1299 (CGI annexe II art. 242 nonies A, I-1° bis as amended): the SIREN of a
  // business customer. Decided here for every French business customer established in France
  // (a foreign business has no SIREN), ahead of its entry into force with e-invoicing.
  if (
    context.country === 'FR' &&
    customer?.isBusiness &&
    (customer.address?.countryCode ?? 'FR') === 'FR'
  ) {
    if (!customer.registrationNumber) {
      problems.push({ field: 'customer.registration_number', reason: 'missing' });
    } else if (!isSiren(customer.registrationNumber)) {
      problems.push({ field: 'customer.registration_number', reason: 'invalid' });
    }
  }
  return problems;
}

function paymentProblems(content: DocumentContent, context: IssueContext): IssueProblem[] {
  const problems: IssueProblem[] = [];
  // Code de commerce L441-9 and L441-10: between businesses, the invoice shows the date payment is
  // due and the rate of the late-payment penalties (the 40 € recovery fee is printed with them).
  if (context.country === 'FR' && content.customer?.isBusiness) {
    if (!content.hasDueDate) problems.push({ field: 'due_date', reason: 'missing' });
    if (content.delayedInterestRate <= 0) {
      problems.push({ field: 'delayed_interest_rate', reason: 'missing' });
    }
  }
  return problems;
}

/**
 * What blocks a draft from being issued: the mandatory mentions of a French
 * invoice (CGI annexe II art. 242 nonies A; Code de commerce L441-9, L441-10,
 * R123-237, R123-238) or a UK VAT invoice (HMRC VAT Notice 700 §16.3), each
 * named by its field and reason, for the person to complete. The content
 * itself has passed `validateDocumentContent`.
 *
 * A quote is not an invoice, and a credit note is paid back rather than due:
 * they need their seller, customer and lines, not the payment terms. A seller exempt from VAT (French franchise, CGI art.
 * 293 B; a UK business not registered) prints no VAT number and charges no
 * VAT (`computeDocumentTotals`). A document's date is the date it is issued
 * ("date de sa délivrance", art. 242 nonies A, I-3°): it may not be in the
 * future, nor before the last one of its series, whose numbers follow the
 * order of the dates (I-7°, "séquence chronologique").
 */
export function findIssueProblems(
  content: DocumentContent,
  seller: DocumentSeller,
  context: IssueContext,
): IssueProblem[] {
  const problems: IssueProblem[] = [...sellerProblems(seller, context)];
  problems.push(...customerProblems(content, context));
  const dateProblem = findIssueDateProblem(content.invoiceDate, context);
  if (dateProblem) problems.push(dateProblem);
  // CGI annexe II art. 242 nonies A, I-5°: the quantity and precise name of what is sold.
  if (
    content.lineItems.length === 0 ||
    content.lineItems.some((line) => !line.description.trim())
  ) {
    problems.push({ field: 'line_items', reason: 'missing' });
  }
  if (content.kind === CommercialDocumentKind.INVOICE) {
    problems.push(...paymentProblems(content, context));
  }
  return problems;
}
