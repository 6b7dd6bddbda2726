import { CommercialDocumentKind } from '@foundly/proto';
import type { Factura } from './factura.js';
import type { FacturaIssueContext } from './factura-issue-problems.js';

/** A complete invoice of a professional to a Spanish company, for the tests to spoil one field at a time. */
export function makeFactura(overrides: Partial<Factura> = {}): Factura {
  return {
    kind: CommercialDocumentKind.INVOICE,
    simplified: false,
    issueDate: '2026-03-10',
    operationDate: '',
    issuer: {
      nif: '12345678Z',
      name: 'Lucía García López',
      address: { street1: 'Calle Mayor 1', postalCode: '28013', city: 'Madrid', countryCode: 'ES' },
    },
    recipient: {
      nif: 'B12345674',
      name: 'Cliente SL',
      address: {
        street1: 'Avenida Diagonal 100',
        postalCode: '08019',
        city: 'Barcelona',
        countryCode: 'ES',
      },
      isBusiness: true,
    },
    lineItems: [
      {
        description: 'Diseño web',
        quantity: 1,
        unitPrice: 1_000_00n,
        discountRate: 0,
        taxRate: 0.21,
      },
    ],
    irpfRate: 0.15,
    ...overrides,
  };
}

export function makeIssueContext(
  overrides: Partial<FacturaIssueContext> = {},
): FacturaIssueContext {
  return {
    today: '2026-03-10',
    lastIssuedDate: '2026-03-01',
    activityStartDate: '2020-01-15',
    ...overrides,
  };
}
