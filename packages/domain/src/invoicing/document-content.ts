import type { CommercialDocumentKind, OperationNature } from '@foundly/proto';

/** A postal address as the questionnaire and the documents write it. */
export interface DocumentAddress {
  street1?: string | undefined;
  street2?: string | undefined;
  postalCode?: string | undefined;
  city?: string | undefined;
  countryCode?: string | undefined;
}

/** The person or company invoiced (formation.v1.InvoiceCustomer). */
export interface DocumentCustomer {
  id: string;
  companyName: string;
  address?: DocumentAddress | undefined;
  email: string;
  isBusiness: boolean;
  registrationNumber: string;
  vatNumber: string;
  /** Spain: the recipient's NIF. */
  nif?: string | undefined;
}

export interface DocumentLine {
  description: string;
  quantity: number;
  unitPrice: bigint;
  discountRate: number;
  taxRate?: number | undefined;
}

/** What a person writes on a document (formation.v1.CommercialDocumentInput, logo aside). */
export interface DocumentContent {
  kind: CommercialDocumentKind;
  invoiceDate: string;
  hasDueDate: boolean;
  dueDate: string;
  customer?: DocumentCustomer | undefined;
  iban: string;
  delayedInterestRate: number;
  taxRate: number;
  lineItems: readonly DocumentLine[];
  language: string;
  operationNature: OperationNature;
  supplyDate: string;
  notes: string;
}

/** The seller as printed (formation.v1.InvoiceSeller). */
export interface DocumentSeller {
  companyName: string;
  legalForm: string;
  address?: DocumentAddress | undefined;
  registrationNumber: string;
  vatNumber: string;
  shareCapital: bigint;
  register: string;
  vatExempt: boolean;
  /** Spain: the autónomo's NIF. */
  nif?: string | undefined;
}
