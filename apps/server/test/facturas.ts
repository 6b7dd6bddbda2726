import { create } from '@bufbuild/protobuf';
import {
  CommercialDocumentInputSchema,
  CommercialDocumentKind,
  CountryCode,
  FiscalTerritory,
  LegalForm,
  type CommercialDocumentInput,
} from '@foundly/proto';
import { eq } from 'drizzle-orm';
import { orders } from '../src/db/schema/index.js';
import { setFeatureFlag } from '../src/modules/feature-flags/index.js';
import type { OrderingCustomer } from './caller-checks.js';
import type { TestApp } from './harness.js';
import { signUpWithDraft } from './payments.js';
import { getSpanishToday } from './spanish-questionnaire.js';

/** A DNI whose letter is right (12345678 mod 23 = 14: Z), with a different number per seller. */
function dniOf(number: number): string {
  const letters = 'TRWAGMYFPDXBNJZSQVHLCKE';
  const digits = String(number).padStart(8, '0');
  return `${digits}${letters[number % 23]}`;
}

/**
 * A Spanish autónomo in the rest of Spain whose questionnaire gives their
 * name, DNI, address and an activity started in 2020: ready to issue facturas.
 * The invoice-tool flag is turned on.
 */
export async function signUpAutonomo(
  app: TestApp,
  options: { territory?: FiscalTerritory; activityStartDate?: string } = {},
): Promise<OrderingCustomer & { nif: string }> {
  await setFeatureFlag(app.context.db, 'invoice_tool', true);
  const founder = await signUpWithDraft(app, {
    countryCode: CountryCode.ES,
    companyLegalForm: LegalForm.AUTONOMO,
  });
  const nif = dniOf(10_000_000 + Math.floor(Math.random() * 80_000_000));
  await app.context.db
    .update(orders)
    .set({
      questionnaire: {
        spanishPersonalInformation: {
          fullName: 'Lucía García López',
          idNumber: nif,
          address: {
            streetName: 'Calle de Alcalá',
            streetNumber: '42',
            postalCode: '28014',
            city: 'Madrid',
          },
        },
        businessInformation: {
          fiscalTerritory: options.territory ?? FiscalTerritory.REST_OF_SPAIN,
          expectedStartDate: options.activityStartDate ?? '2020-01-01',
        },
      },
    })
    .where(eq(orders.id, founder.order.id));
  return { ...founder, nif };
}

/**
 * A complete factura to a Spanish business, dated today in Madrid: 1,000.00 €
 * at 21 % and 18.00 € at 10 %, 15 % IRPF withheld.
 */
export function facturaInput(
  overrides: Partial<CommercialDocumentInput> = {},
): CommercialDocumentInput {
  const input = create(CommercialDocumentInputSchema, {
    kind: CommercialDocumentKind.INVOICE,
    invoiceDate: getSpanishToday(),
    customer: {
      companyName: 'Cliente SL',
      address: {
        street1: 'Calle Mayor 1',
        postalCode: '28013',
        city: 'Madrid',
        countryCode: 'ES',
      },
      email: 'facturas@cliente.example',
      isBusiness: true,
      nif: 'B12345674',
    },
    taxRate: 0.21,
    irpfRate: 0.15,
    lineItems: [
      { description: 'Consultoría', quantity: 2, unitPrice: 500_00n, discountRate: 0 },
      { description: 'Libro', quantity: 1, unitPrice: 18_00n, discountRate: 0, taxRate: 0.1 },
    ],
    language: 'es-es',
  });
  return Object.assign(input, overrides);
}
