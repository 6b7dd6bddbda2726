import { create } from '@bufbuild/protobuf';
import {
  CommercialDocumentKind,
  CommercialDocumentSchema,
  CommercialDocumentStatus,
  OperationNature,
  type CommercialDocument,
} from '@foundly/proto';

/**
 * Quotes, invoices and credit notes as the server hands them to the PDF
 * renderer, with their amounts worked out by hand (each line rounded to the
 * cent, then the VAT of each rate on the sum of its lines).
 */

const SASU_SELLER = {
  companyName: 'Atelier Lumière',
  legalForm: 'SASU',
  address: { street1: '12 rue des Lilas', postalCode: '75011', city: 'Paris', countryCode: 'FR' },
  registrationNumber: '123456789',
  vatNumber: 'FR40123456789',
  shareCapital: 100_000n,
  register: 'Paris',
  vatExempt: false,
};

const BUSINESS_CUSTOMER = {
  id: 'b7a6f1de-4c1a-4a53-9a43-0a4d1f1e2c10',
  companyName: 'Boulangerie Dupont SARL',
  address: { street1: '3 place Bellecour', postalCode: '69002', city: 'Lyon', countryCode: 'FR' },
  email: 'compta@dupont.example',
  isBusiness: true,
  registrationNumber: '552100554',
  vatNumber: 'FR32552100554',
};

/**
 * A SASU's invoice to a business with two VAT rates and a discount:
 * 3 × 450,00 € less 10 % = 1 215,00 € and ½ × 800,00 € = 400,00 € at 20 %
 * (VAT 323,00 €), 2 × 24,90 € = 49,80 € at 5,5 % (VAT 2,739 -> 2,74 €).
 */
export function sasuInvoice(): CommercialDocument {
  return create(CommercialDocumentSchema, {
    id: '0d5c2b8e-7d0e-4b8f-a3c1-6a1b9e5f0a01',
    accountId: '5f0d1c2b-3a4e-4f6a-8b7c-9d0e1f2a3b4c',
    kind: CommercialDocumentKind.INVOICE,
    status: CommercialDocumentStatus.ISSUED,
    invoiceNumber: 'F-2026-0001',
    currency: 'EUR',
    seller: SASU_SELLER,
    content: {
      kind: CommercialDocumentKind.INVOICE,
      invoiceDate: '2026-03-02',
      hasDueDate: true,
      dueDate: '2026-04-01',
      customer: BUSINESS_CUSTOMER,
      iban: 'FR7630006000011234567890189',
      delayedInterestRate: 0.12,
      taxRate: 0.2,
      language: 'fr-fr',
      operationNature: OperationNature.MIXED,
      notes: 'Merci pour votre confiance.',
      lineItems: [
        {
          description: 'Conseil en stratégie de lancement',
          quantity: 3,
          unitPrice: 45_000n,
          discountRate: 0.1,
          netAmount: 121_500n,
        },
        {
          description: 'Ouvrage « Créer sa société, pas à pas »',
          quantity: 2,
          unitPrice: 2_490n,
          discountRate: 0,
          taxRate: 0.055,
          netAmount: 4_980n,
        },
        {
          description: 'Atelier de formation (demi-journée)',
          quantity: 0.5,
          unitPrice: 80_000n,
          discountRate: 0,
          netAmount: 40_000n,
        },
      ],
    },
    taxBreakdown: [
      { rate: 0.055, netAmount: 4_980n, taxAmount: 274n },
      { rate: 0.2, netAmount: 161_500n, taxAmount: 32_300n },
    ],
    totalNetAmount: 166_480n,
    totalTaxAmount: 32_574n,
    totalAmount: 199_054n,
    issuedAt: 1_772_445_600n,
    updatedAt: 1_772_445_600n,
  });
}

/**
 * A micro-entrepreneur in the VAT franchise invoicing a business:
 * 350,00 € + 12 × 15,00 € = 530,00 €, no VAT.
 */
export function microEntrepreneurInvoice(): CommercialDocument {
  return create(CommercialDocumentSchema, {
    id: '0d5c2b8e-7d0e-4b8f-a3c1-6a1b9e5f0a02',
    accountId: '5f0d1c2b-3a4e-4f6a-8b7c-9d0e1f2a3b4d',
    kind: CommercialDocumentKind.INVOICE,
    status: CommercialDocumentStatus.ISSUED,
    invoiceNumber: 'F-2026-0003',
    currency: 'EUR',
    seller: {
      companyName: 'Jeanne Martin',
      legalForm: 'EI',
      address: {
        street1: '8 chemin des Vignes',
        postalCode: '33000',
        city: 'Bordeaux',
        countryCode: 'FR',
      },
      registrationNumber: '987654321',
      vatNumber: '',
      shareCapital: 0n,
      register: 'RNE',
      vatExempt: true,
    },
    content: {
      kind: CommercialDocumentKind.INVOICE,
      invoiceDate: '2026-03-05',
      hasDueDate: true,
      dueDate: '2026-03-20',
      customer: BUSINESS_CUSTOMER,
      iban: 'FR1420041010050500013M02606',
      delayedInterestRate: 0,
      taxRate: 0,
      language: 'fr-fr',
      operationNature: OperationNature.SERVICES,
      lineItems: [
        {
          description: 'Séance photo en studio',
          quantity: 1,
          unitPrice: 35_000n,
          discountRate: 0,
          netAmount: 35_000n,
        },
        {
          description: 'Retouches (par photo)',
          quantity: 12,
          unitPrice: 1_500n,
          discountRate: 0,
          netAmount: 18_000n,
        },
      ],
    },
    taxBreakdown: [{ rate: 0, netAmount: 53_000n, taxAmount: 0n }],
    totalNetAmount: 53_000n,
    totalTaxAmount: 0n,
    totalAmount: 53_000n,
    issuedAt: 1_772_704_800n,
  });
}

/**
 * The SASU's credit note taking back one day of consulting from F-2026-0001:
 * -1 × 450,00 € less 10 % = -405,00 € at 20 % (VAT -81,00 €).
 */
export function sasuCreditNote(): CommercialDocument {
  return create(CommercialDocumentSchema, {
    id: '0d5c2b8e-7d0e-4b8f-a3c1-6a1b9e5f0a03',
    accountId: '5f0d1c2b-3a4e-4f6a-8b7c-9d0e1f2a3b4c',
    kind: CommercialDocumentKind.CREDIT_NOTE,
    status: CommercialDocumentStatus.ISSUED,
    invoiceNumber: 'AV-2026-0001',
    currency: 'EUR',
    seller: SASU_SELLER,
    sourceDocumentId: '0d5c2b8e-7d0e-4b8f-a3c1-6a1b9e5f0a01',
    sourceDocumentNumber: 'F-2026-0001',
    sourceDocumentDate: '2026-03-02',
    content: {
      kind: CommercialDocumentKind.CREDIT_NOTE,
      invoiceDate: '2026-03-10',
      hasDueDate: false,
      customer: BUSINESS_CUSTOMER,
      iban: 'FR7630006000011234567890189',
      delayedInterestRate: 0.12,
      taxRate: 0.2,
      language: 'fr-fr',
      operationNature: OperationNature.SERVICES,
      lineItems: [
        {
          description: 'Conseil en stratégie de lancement',
          quantity: -1,
          unitPrice: 45_000n,
          discountRate: 0.1,
          netAmount: -40_500n,
        },
      ],
    },
    taxBreakdown: [{ rate: 0.2, netAmount: -40_500n, taxAmount: -8_100n }],
    totalNetAmount: -40_500n,
    totalTaxAmount: -8_100n,
    totalAmount: -48_600n,
    issuedAt: 1_773_136_800n,
  });
}

const UK_CUSTOMER = {
  companyName: 'Northwind Trading Ltd',
  address: {
    street1: '221 Baker Street',
    postalCode: 'NW1 6XE',
    city: 'London',
    countryCode: 'GB',
  },
  isBusiness: true,
  registrationNumber: '09876543',
  vatNumber: 'GB987654321',
};

/**
 * A VAT-registered UK company's invoice, supplied the week before:
 * £1,200.00 + 12 × £15.00 = £1,380.00 at 20 % (VAT £276.00).
 */
export function ukVatInvoice(): CommercialDocument {
  return create(CommercialDocumentSchema, {
    id: '0d5c2b8e-7d0e-4b8f-a3c1-6a1b9e5f0a04',
    accountId: '5f0d1c2b-3a4e-4f6a-8b7c-9d0e1f2a3b4e',
    kind: CommercialDocumentKind.INVOICE,
    status: CommercialDocumentStatus.ISSUED,
    invoiceNumber: 'INV-2026-0001',
    currency: 'GBP',
    seller: {
      companyName: 'Bright Ideas Ltd',
      legalForm: 'Ltd',
      address: {
        street1: '1 Silicon Way',
        postalCode: 'EC1V 9BP',
        city: 'London',
        countryCode: 'GB',
      },
      registrationNumber: '12345678',
      vatNumber: 'GB123456789',
      shareCapital: 100n,
      vatExempt: false,
    },
    content: {
      kind: CommercialDocumentKind.INVOICE,
      invoiceDate: '2026-03-06',
      hasDueDate: true,
      dueDate: '2026-04-05',
      supplyDate: '2026-02-27',
      customer: UK_CUSTOMER,
      iban: 'GB82WEST12345698765432',
      delayedInterestRate: 0,
      taxRate: 0.2,
      language: 'en-gb',
      lineItems: [
        {
          description: 'Website design',
          quantity: 1,
          unitPrice: 120_000n,
          discountRate: 0,
          netAmount: 120_000n,
        },
        {
          description: 'Hosting (per month)',
          quantity: 12,
          unitPrice: 1_500n,
          discountRate: 0,
          netAmount: 18_000n,
        },
      ],
    },
    taxBreakdown: [{ rate: 0.2, netAmount: 138_000n, taxAmount: 27_600n }],
    totalNetAmount: 138_000n,
    totalTaxAmount: 27_600n,
    totalAmount: 165_600n,
    issuedAt: 1_772_791_200n,
  });
}

/** A UK company not registered for VAT: 4 × £35.00 = £140.00, no VAT. */
export function ukUnregisteredInvoice(): CommercialDocument {
  return create(CommercialDocumentSchema, {
    id: '0d5c2b8e-7d0e-4b8f-a3c1-6a1b9e5f0a05',
    accountId: '5f0d1c2b-3a4e-4f6a-8b7c-9d0e1f2a3b4f',
    kind: CommercialDocumentKind.INVOICE,
    status: CommercialDocumentStatus.ISSUED,
    invoiceNumber: 'INV-2026-0002',
    currency: 'GBP',
    seller: {
      companyName: 'Small Steps Ltd',
      legalForm: 'Ltd',
      address: {
        street1: '4 Castle Street',
        postalCode: 'EH2 3AT',
        city: 'Edinburgh',
        countryCode: 'GB',
      },
      registrationNumber: 'SC654321',
      vatNumber: '',
      shareCapital: 100n,
      vatExempt: true,
    },
    content: {
      kind: CommercialDocumentKind.INVOICE,
      invoiceDate: '2026-03-09',
      hasDueDate: false,
      customer: { ...UK_CUSTOMER, isBusiness: false, vatNumber: '', registrationNumber: '' },
      iban: 'GB33BUKB20201555555555',
      taxRate: 0,
      language: 'en-gb',
      lineItems: [
        {
          description: 'Bookkeeping (hours)',
          quantity: 4,
          unitPrice: 3_500n,
          discountRate: 0,
          netAmount: 14_000n,
        },
      ],
    },
    taxBreakdown: [{ rate: 0, netAmount: 14_000n, taxAmount: 0n }],
    totalNetAmount: 14_000n,
    totalTaxAmount: 0n,
    totalAmount: 14_000n,
    issuedAt: 1_773_050_400n,
  });
}

/** The SASU invoice while still a draft: no number, nothing issued. */
export function sasuDraftInvoice(): CommercialDocument {
  const document = sasuInvoice();
  document.status = CommercialDocumentStatus.DRAFT;
  document.invoiceNumber = '';
  document.issuedAt = 0n;
  return document;
}
