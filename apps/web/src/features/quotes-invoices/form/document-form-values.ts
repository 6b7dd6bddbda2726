import {
  CommercialDocumentKind,
  OperationNature,
  type CommercialDocument,
  type InvoiceCustomer,
} from '@foundly/proto';
import {
  formatMoneyInput,
  formatPercentInput,
  formatQuantityInput,
} from '../../../lib/amounts/amounts.js';

/** One line as typed: text, so that "12," is kept while the person types. */
export interface LineItemValues {
  description: string;
  quantity: string;
  /** Major units: "12.50". */
  unitPrice: string;
  /** Percent: "10" for 10 %. */
  discountPercent: string;
  /** Percent; empty takes the document's VAT rate. */
  taxPercent: string;
  /** Spain: why a line at 0 % bears no IVA (E1–E6), empty otherwise. */
  ivaExemption: string;
}

export interface CustomerValues {
  /** A saved customer's id, empty for a new one. */
  id: string;
  companyName: string;
  street1: string;
  street2: string;
  postalCode: string;
  city: string;
  countryCode: string;
  email: string;
  isBusiness: boolean;
  registrationNumber: string;
  vatNumber: string;
  /** Spain: the customer's NIF, or its tax number abroad. */
  nif: string;
}

/** The form of a quote, invoice or credit note (spec 01 §3 commercial document). */
export interface DocumentFormValues {
  kind: CommercialDocumentKind;
  invoiceDate: string;
  hasDueDate: boolean;
  dueDate: string;
  customer: CustomerValues;
  iban: string;
  /** Percent. */
  delayedInterestPercent: string;
  /** Percent, the lines' default. */
  taxPercent: string;
  lineItems: LineItemValues[];
  language: string;
  operationNature: OperationNature;
  supplyDate: string;
  notes: string;
  /** Spain: the IRPF withheld, percent ('0', '15' or '7'). */
  irpfPercent: string;
  /** Spain: a factura simplificada (series FS, at most 400 €). */
  simplified: boolean;
}

export const EMPTY_LINE: LineItemValues = {
  description: '',
  quantity: '1',
  unitPrice: '',
  discountPercent: '0',
  taxPercent: '',
  ivaExemption: '',
};

/** The customer fields of a saved customer, or blank ones. */
export function toCustomerValues(
  customer: InvoiceCustomer | undefined,
  countryCode: string,
): CustomerValues {
  return {
    id: customer?.id ?? '',
    companyName: customer?.companyName ?? '',
    street1: customer?.address?.street1 ?? '',
    street2: customer?.address?.street2 ?? '',
    postalCode: customer?.address?.postalCode ?? '',
    city: customer?.address?.city ?? '',
    countryCode: customer?.address?.countryCode || countryCode,
    email: customer?.email ?? '',
    isBusiness: customer?.isBusiness ?? true,
    registrationNumber: customer?.registrationNumber ?? '',
    vatNumber: customer?.vatNumber ?? '',
    nif: customer?.nif ?? '',
  };
}

export interface NewDocumentDefaults {
  /** Today, YYYY-MM-DD, in the person's time zone. */
  today: string;
  /** 'FR', 'GB' or 'ES'. */
  countryCode: string;
  /** The PDF's language: en-gb, fr-fr or es-es. */
  language: string;
  /** The country's standard VAT rate, percent. */
  taxPercent: string;
  /** An invoice when unset. */
  kind?: CommercialDocumentKind | undefined;
}

/**
 * A new invoice: today's date, one empty line, the country's standard VAT rate; in Spain the
 * 15 % IRPF withholding of a professional invoicing a business (Ley 35/2006 art. 101.5.a).
 */
export function getNewDocumentValues(defaults: NewDocumentDefaults): DocumentFormValues {
  return {
    kind: defaults.kind ?? CommercialDocumentKind.INVOICE,
    invoiceDate: defaults.today,
    // A factura needs no due date (Real Decreto 1619/2012 art. 6 names none); a French invoice
    // to a business does (Code de commerce L441-10).
    hasDueDate: defaults.countryCode !== 'ES',
    dueDate: '',
    customer: toCustomerValues(undefined, defaults.countryCode),
    iban: '',
    delayedInterestPercent: '',
    taxPercent: defaults.taxPercent,
    lineItems: [{ ...EMPTY_LINE }],
    language: defaults.language,
    operationNature:
      defaults.countryCode === 'ES' ? OperationNature.UNSPECIFIED : OperationNature.SERVICES,
    supplyDate: '',
    notes: '',
    irpfPercent: defaults.countryCode === 'ES' ? '15' : '0',
    simplified: false,
  };
}

/** A saved document's content as the form edits it. */
export function toDocumentFormValues(
  document: CommercialDocument,
  countryCode: string,
): DocumentFormValues {
  const content = document.content;
  return {
    kind: document.kind,
    invoiceDate: content?.invoiceDate ?? '',
    hasDueDate: content?.hasDueDate ?? false,
    dueDate: content?.dueDate ?? '',
    customer: toCustomerValues(content?.customer, countryCode),
    iban: content?.iban ?? '',
    delayedInterestPercent: content?.delayedInterestRate
      ? formatPercentInput(content.delayedInterestRate)
      : '',
    taxPercent: formatPercentInput(content?.taxRate ?? 0),
    lineItems: (content?.lineItems ?? []).map((line) => ({
      description: line.description,
      quantity: formatQuantityInput(line.quantity),
      unitPrice: formatMoneyInput(line.unitPrice),
      discountPercent: formatPercentInput(line.discountRate),
      taxPercent: line.taxRate === undefined ? '' : formatPercentInput(line.taxRate),
      ivaExemption: line.ivaExemption,
    })),
    language: content?.language || 'en-gb',
    operationNature: content?.operationNature ?? OperationNature.UNSPECIFIED,
    supplyDate: content?.supplyDate ?? '',
    notes: content?.notes ?? '',
    irpfPercent: formatPercentInput(content?.irpfRate ?? 0),
    simplified: content?.simplified ?? false,
  };
}
