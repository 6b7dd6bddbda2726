import type { MessageInitShape } from '@bufbuild/protobuf';
import { CommercialDocumentKind, type CommercialDocumentInputSchema } from '@foundly/proto';
import { parseMoney, parsePercent, parseQuantity } from '../../../lib/amounts/amounts.js';
import type { DocumentFormValues } from './document-form-values.js';
import { getIrpfPercent } from './irpf.js';

export type DocumentInput = MessageInitShape<typeof CommercialDocumentInputSchema>;

/**
 * What the form sends (CreateCommercialDocument, EditCommercialDocument, the draft's PDF):
 * rates as fractions and money as minor units (spec 01 §5), the due date only when
 * hasDueDate is set, a line's VAT rate only when typed. `logo` is left out unless the person
 * chose or removed one: an unset logo keeps the saved one. Call it with values that passed
 * validateDocumentForm.
 */
export function toDocumentInput(values: DocumentFormValues, logo?: Uint8Array): DocumentInput {
  const creditNote = values.kind === CommercialDocumentKind.CREDIT_NOTE;
  const customer = values.customer;
  return {
    kind: values.kind,
    invoiceDate: values.invoiceDate,
    hasDueDate: values.hasDueDate,
    ...(values.hasDueDate ? { dueDate: values.dueDate } : {}),
    ...(logo === undefined ? {} : { logo }),
    customer: {
      id: customer.id,
      companyName: customer.companyName.trim(),
      address: {
        street1: customer.street1.trim(),
        street2: customer.street2.trim(),
        postalCode: customer.postalCode.trim(),
        city: customer.city.trim(),
        countryCode: customer.countryCode,
      },
      email: customer.email.trim(),
      isBusiness: customer.isBusiness,
      registrationNumber: customer.isBusiness ? customer.registrationNumber.trim() : '',
      vatNumber: customer.isBusiness ? customer.vatNumber.trim() : '',
      nif: customer.nif.replace(/[\s.-]+/g, '').toUpperCase(),
    },
    iban: values.iban.replace(/\s+/g, '').toUpperCase(),
    delayedInterestRate: parsePercent(values.delayedInterestPercent || '0') ?? 0,
    taxRate: parsePercent(values.taxPercent) ?? 0,
    lineItems: values.lineItems.map((line) => ({
      description: line.description.trim(),
      quantity: parseQuantity(line.quantity, creditNote) ?? 0,
      unitPrice: parseMoney(line.unitPrice, creditNote) ?? 0n,
      discountRate: parsePercent(line.discountPercent || '0') ?? 0,
      ...(line.taxPercent.trim() ? { taxRate: parsePercent(line.taxPercent) ?? 0 } : {}),
      ivaExemption: line.ivaExemption,
    })),
    language: values.language,
    operationNature: values.operationNature,
    supplyDate: values.supplyDate,
    notes: values.notes.trim(),
    irpfRate: parsePercent(getIrpfPercent(values)) ?? 0,
    simplified: values.simplified,
  };
}
