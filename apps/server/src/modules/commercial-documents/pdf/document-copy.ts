import type { InvoicingCountry, Locale } from '@foundly/domain';
import { CommercialDocumentKind } from '@foundly/proto';

/** The words a document prints around its data, in its language. */
export interface DocumentCopy {
  title: Record<CommercialDocumentKind, string>;
  /** The mark on a document that is not issued: no number, no legal value. */
  draft: string;
  draftNotice: string;
  number: string;
  issueDate: string;
  dueDate: string;
  supplyDate: string;
  originalInvoice: string;
  from: string;
  to: string;
  registrationNumber: Record<InvoicingCountry, string>;
  vatNumber: string;
  /** Spain: the tax identification number of both parties. */
  nif: string;
  /** Spain: the IRPF withheld at its rate, and what the customer pays after it. */
  withholding: (rate: string) => string;
  amountToPay: string;
  /** Spain: what the Veri*Factu QR code is for, beside it. */
  verifactuQr: string;
  columns: {
    description: string;
    quantity: string;
    unitPrice: string;
    discount: string;
    vatRate: string;
    net: string;
  };
  vatBreakdown: string;
  vatBase: string;
  vatAmount: string;
  totalNet: string;
  totalVat: string;
  total: string;
  /** The total of a seller who charges no VAT (French franchise, UK not registered). */
  totalWithoutVat: string;
  payment: string;
  bankTransfer: string;
  payBy: (date: string) => string;
  payOnReceipt: string;
  refund: string;
  notes: string;
  legal: string;
  page: (page: number, pages: number) => string;
  /** File names start with these; drafts with `draft`. */
  fileName: Record<CommercialDocumentKind, string> & { draft: string };
}

const EMPTY_KIND = '';

export const DOCUMENT_COPY: Record<Locale, DocumentCopy> = {
  'fr-fr': {
    title: {
      [CommercialDocumentKind.UNSPECIFIED]: EMPTY_KIND,
      [CommercialDocumentKind.QUOTE]: 'Devis',
      [CommercialDocumentKind.INVOICE]: 'Facture',
      [CommercialDocumentKind.CREDIT_NOTE]: 'Avoir',
    },
    draft: 'Brouillon',
    draftNotice: 'Brouillon : ce document n’a pas de numéro et ne vaut pas facture.',
    number: 'N°',
    issueDate: 'Date',
    dueDate: 'Échéance',
    supplyDate: 'Date de livraison ou d’exécution',
    originalInvoice: 'Facture d’origine',
    from: 'Émetteur',
    to: 'Client',
    registrationNumber: { FR: 'SIREN', UK: 'N° d’immatriculation', ES: 'NIF' },
    vatNumber: 'N° TVA',
    nif: 'NIF',
    withholding: (rate) => `Retenue IRPF ${rate}`,
    amountToPay: 'Net à payer',
    verifactuQr: 'Facture vérifiable sur le site de l’AEAT',
    columns: {
      description: 'Désignation',
      quantity: 'Qté',
      unitPrice: 'Prix unit. HT',
      discount: 'Remise',
      vatRate: 'TVA',
      net: 'Total HT',
    },
    vatBreakdown: 'Détail de la TVA',
    vatBase: 'Base HT',
    vatAmount: 'Montant TVA',
    totalNet: 'Total HT',
    totalVat: 'Total TVA',
    total: 'Total TTC',
    totalWithoutVat: 'Total',
    payment: 'Règlement',
    bankTransfer: 'Par virement sur le compte',
    payBy: (date) => `À régler au plus tard le ${date}`,
    payOnReceipt: 'À régler à réception',
    refund: 'Montant remboursé ou déduit de la prochaine facture',
    notes: 'Notes',
    legal: 'Mentions légales',
    page: (page, pages) => `Page ${page} sur ${pages}`,
    fileName: {
      [CommercialDocumentKind.UNSPECIFIED]: 'Document',
      [CommercialDocumentKind.QUOTE]: 'Devis',
      [CommercialDocumentKind.INVOICE]: 'Facture',
      [CommercialDocumentKind.CREDIT_NOTE]: 'Avoir',
      draft: 'Brouillon',
    },
  },
  'en-gb': {
    title: {
      [CommercialDocumentKind.UNSPECIFIED]: EMPTY_KIND,
      [CommercialDocumentKind.QUOTE]: 'Quote',
      [CommercialDocumentKind.INVOICE]: 'Invoice',
      [CommercialDocumentKind.CREDIT_NOTE]: 'Credit note',
    },
    draft: 'Draft',
    draftNotice: 'Draft: this document has no number and is not a valid invoice.',
    number: 'No.',
    issueDate: 'Date',
    dueDate: 'Due date',
    supplyDate: 'Date of supply',
    originalInvoice: 'Original invoice',
    from: 'From',
    to: 'Bill to',
    registrationNumber: { FR: 'SIREN', UK: 'Company number', ES: 'NIF' },
    vatNumber: 'VAT number',
    nif: 'NIF',
    withholding: (rate) => `IRPF withheld ${rate}`,
    amountToPay: 'Amount to pay',
    verifactuQr: 'Invoice verifiable on the AEAT website',
    columns: {
      description: 'Description',
      quantity: 'Qty',
      unitPrice: 'Unit price',
      discount: 'Discount',
      vatRate: 'VAT',
      net: 'Net',
    },
    vatBreakdown: 'VAT summary',
    vatBase: 'Net',
    vatAmount: 'VAT',
    totalNet: 'Total excluding VAT',
    totalVat: 'Total VAT',
    total: 'Total including VAT',
    totalWithoutVat: 'Total',
    payment: 'Payment',
    bankTransfer: 'By bank transfer to',
    payBy: (date) => `Payable by ${date}`,
    payOnReceipt: 'Payable on receipt',
    refund: 'Amount refunded or deducted from the next invoice',
    notes: 'Notes',
    legal: 'Legal information',
    page: (page, pages) => `Page ${page} of ${pages}`,
    fileName: {
      [CommercialDocumentKind.UNSPECIFIED]: 'Document',
      [CommercialDocumentKind.QUOTE]: 'Quote',
      [CommercialDocumentKind.INVOICE]: 'Invoice',
      [CommercialDocumentKind.CREDIT_NOTE]: 'Credit-note',
      draft: 'Draft',
    },
  },
  'es-es': {
    title: {
      [CommercialDocumentKind.UNSPECIFIED]: EMPTY_KIND,
      [CommercialDocumentKind.QUOTE]: 'Presupuesto',
      [CommercialDocumentKind.INVOICE]: 'Factura',
      [CommercialDocumentKind.CREDIT_NOTE]: 'Factura rectificativa',
    },
    draft: 'Borrador',
    draftNotice: 'Borrador: este documento no tiene número y no es una factura válida.',
    number: 'N.º',
    issueDate: 'Fecha',
    dueDate: 'Vencimiento',
    supplyDate: 'Fecha de la operación',
    originalInvoice: 'Factura rectificada',
    from: 'Emisor',
    to: 'Cliente',
    registrationNumber: { FR: 'SIREN', UK: 'Número de registro', ES: 'NIF' },
    vatNumber: 'N.º IVA',
    nif: 'NIF',
    withholding: (rate) => `Retención IRPF ${rate}`,
    amountToPay: 'Total a pagar',
    verifactuQr: 'Factura verificable en la sede electrónica de la AEAT',
    columns: {
      description: 'Concepto',
      quantity: 'Cant.',
      unitPrice: 'Precio unit.',
      discount: 'Dto.',
      vatRate: 'IVA',
      net: 'Base',
    },
    vatBreakdown: 'Desglose del IVA',
    vatBase: 'Base imponible',
    vatAmount: 'Cuota',
    totalNet: 'Base imponible',
    totalVat: 'Total IVA',
    total: 'Total',
    totalWithoutVat: 'Total',
    payment: 'Pago',
    bankTransfer: 'Por transferencia a',
    payBy: (date) => `A pagar antes del ${date}`,
    payOnReceipt: 'A pagar a la recepción',
    refund: 'Importe reembolsado o descontado de la próxima factura',
    notes: 'Notas',
    legal: 'Información legal',
    page: (page, pages) => `Página ${page} de ${pages}`,
    fileName: {
      [CommercialDocumentKind.UNSPECIFIED]: 'Documento',
      [CommercialDocumentKind.QUOTE]: 'Presupuesto',
      [CommercialDocumentKind.INVOICE]: 'Factura',
      [CommercialDocumentKind.CREDIT_NOTE]: 'Factura-rectificativa',
      draft: 'Borrador',
    },
  },
};
