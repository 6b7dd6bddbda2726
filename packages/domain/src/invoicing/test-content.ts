import { CommercialDocumentKind, OperationNature } from '@foundly/proto';
import type { DocumentContent, DocumentSeller } from './document-content.js';

/** A complete French B2B invoice draft, for the tests to spoil one field at a time. */
export function makeContent(overrides: Partial<DocumentContent> = {}): DocumentContent {
  return {
    kind: CommercialDocumentKind.INVOICE,
    invoiceDate: '2026-03-10',
    hasDueDate: true,
    dueDate: '2026-04-09',
    customer: {
      id: '',
      companyName: 'Client SARL',
      address: {
        street1: '1 rue de la Paix',
        postalCode: '75002',
        city: 'Paris',
        countryCode: 'FR',
      },
      email: 'compta@client.example',
      isBusiness: true,
      registrationNumber: '732829320',
      vatNumber: 'FR44732829320',
    },
    iban: 'FR7630006000011234567890189',
    delayedInterestRate: 0.1,
    taxRate: 0.2,
    lineItems: [{ description: 'Conseil', quantity: 2, unitPrice: 500_00n, discountRate: 0 }],
    language: 'fr-fr',
    operationNature: OperationNature.SERVICES,
    supplyDate: '',
    notes: '',
    ...overrides,
  };
}

export function makeSeller(overrides: Partial<DocumentSeller> = {}): DocumentSeller {
  return {
    companyName: 'Acme SASU',
    legalForm: 'SASU',
    address: { street1: '10 avenue Foch', postalCode: '75016', city: 'Paris', countryCode: 'FR' },
    registrationNumber: '552100554',
    vatNumber: 'FR40552100554',
    shareCapital: 1_000_00n,
    register: 'RCS Paris',
    vatExempt: false,
    ...overrides,
  };
}
