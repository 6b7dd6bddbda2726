import { create } from '@bufbuild/protobuf';
import {
  CommercialDocumentInputSchema,
  CommercialDocumentKind,
  CountryCode,
  LegalForm,
  OperationNature,
  VatRegime,
  type CommercialDocumentInput,
} from '@foundly/proto';
import { eq } from 'drizzle-orm';
import { commercialDocuments, companyRegistrations, orders } from '../src/db/schema/index.js';
import { setFeatureFlag } from '../src/modules/feature-flags/index.js';
import type { OrderingCustomer } from './caller-checks.js';
import type { TestApp } from './harness.js';
import { signUpWithDraft } from './payments.js';

/** The registration a French SASU's Kbis gives (a real SIREN key), as an operator records it. */
const FRENCH_REGISTRATION = {
  registrationNumber: '552100554',
  vatNumber: 'FR96552100554',
  register: 'RCS Paris',
  shareCapital: 1_000_00n,
};

/** A UK company's registered office, as the Companies House register gives it. */
export const UK_REGISTERED_OFFICE = {
  street1: '1 High Street',
  postalCode: 'SW1A 1AA',
  city: 'London',
  countryCode: 'GB',
};

/**
 * A customer whose French company (SASU unless told) has its address in the
 * questionnaire and, unless told, its registration recorded, or whose UK
 * company has, unless told, its registration recorded with its registered
 * office (a UK order has no questionnaire): ready to issue. The invoice-tool
 * flag is turned on.
 */
export async function signUpSeller(
  app: TestApp,
  options: {
    country?: 'FR' | 'UK';
    legalForm?: LegalForm;
    registered?: boolean;
    vatRegime?: VatRegime;
  } = {},
): Promise<OrderingCustomer> {
  await setFeatureFlag(app.context.db, 'invoice_tool', true);
  const uk = options.country === 'UK';
  const founder = await signUpWithDraft(app, {
    countryCode: uk ? CountryCode.UK : CountryCode.FR,
    companyLegalForm: options.legalForm ?? (uk ? LegalForm.LTD : LegalForm.SASU),
  });
  if (!uk) {
    await app.context.db
      .update(orders)
      .set({
        questionnaire: {
          companyDetails: {
            address: {
              street1: '10 avenue Foch',
              postalCode: '75016',
              city: 'Paris',
              countryCode: 'FR',
            },
            ...(options.vatRegime ? { vta: { regime: options.vatRegime } } : {}),
          },
        },
      })
      .where(eq(orders.id, founder.order.id));
  }
  if (options.registered ?? true) {
    await app.context.db.insert(companyRegistrations).values({
      accountId: founder.order.accountId,
      ...(uk
        ? {
            registrationNumber: '12345678',
            vatNumber: 'GB123456789',
            register: '',
            shareCapital: 0n,
            registeredOffice: UK_REGISTERED_OFFICE,
          }
        : FRENCH_REGISTRATION),
      recordedBy: founder.user.id,
    });
  }
  return founder;
}

/** A complete invoice to a French business, dated `invoiceDate` (today by default). */
export function invoiceInput(
  overrides: Partial<CommercialDocumentInput> = {},
): CommercialDocumentInput {
  const today = new Date().toISOString().slice(0, 10);
  const input = create(CommercialDocumentInputSchema, {
    kind: CommercialDocumentKind.INVOICE,
    invoiceDate: today,
    hasDueDate: true,
    dueDate: today,
    customer: {
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
    lineItems: [
      { description: 'Conseil', quantity: 2, unitPrice: 500_00n, discountRate: 0 },
      { description: 'Livre', quantity: 1, unitPrice: 20_00n, discountRate: 0.1, taxRate: 0.055 },
    ],
    language: 'fr-fr',
    operationNature: OperationNature.MIXED,
  });
  return Object.assign(input, overrides);
}

export function listDocumentRows(app: TestApp, accountId: string) {
  return app.context.db
    .select()
    .from(commercialDocuments)
    .where(eq(commercialDocuments.accountId, accountId));
}
