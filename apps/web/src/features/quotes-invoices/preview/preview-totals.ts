import {
  computeDocumentTotals,
  computeFacturaTotals,
  type AmountsLine,
  type DocumentTotals,
} from '@foundly/domain';
import { CommercialDocumentKind } from '@foundly/proto';
import { parseMoney, parsePercent, parseQuantity } from '../../../lib/amounts/amounts.js';
import type { DocumentFormValues } from '../form/document-form-values.js';
import { getIrpfPercent } from '../form/irpf.js';

export interface PreviewLine {
  description: string;
  quantity: number;
  unitPrice: bigint;
  /** The line's VAT rate as applied (the document's when none is typed). */
  taxRate: number;
  netAmount: bigint;
}

export interface PreviewTotals extends DocumentTotals {
  previewLines: PreviewLine[];
  /** Spain: the IRPF withheld and what the customer pays; zero and the total elsewhere. */
  withholdingAmount: bigint;
  amountToPay: bigint;
}

/**
 * The preview's amounts, computed by the domain's computeDocumentTotals (the function the
 * server applies when it saves; computeFacturaTotals for a Spanish document, which adds the IRPF
 * withheld): the lines that can be read so far, each with its net amount, the VAT per rate and
 * the totals. A line still being typed (no price yet) is left out.
 */
export function getPreviewTotals(
  values: DocumentFormValues,
  vatExempt: boolean,
  spain = false,
): PreviewTotals {
  const creditNote = values.kind === CommercialDocumentKind.CREDIT_NOTE;
  const taxRate = parsePercent(values.taxPercent) ?? 0;
  const readable = values.lineItems.flatMap((line) => {
    const quantity = parseQuantity(line.quantity, creditNote);
    const unitPrice = parseMoney(line.unitPrice, creditNote);
    const discountRate = parsePercent(line.discountPercent || '0');
    const lineTax = line.taxPercent.trim() ? parsePercent(line.taxPercent) : undefined;
    if (quantity === undefined || unitPrice === undefined || discountRate === undefined) return [];
    if (line.taxPercent.trim() && lineTax === undefined) return [];
    const amounts: AmountsLine = { quantity, unitPrice, discountRate, taxRate: lineTax };
    return [{ description: line.description, amounts }];
  });
  const lineItems = readable.map((line) => line.amounts);
  const totals = spain
    ? computeFacturaTotals({
        lineItems: readable.map((line) => ({
          ...line.amounts,
          description: line.description,
          taxRate: line.amounts.taxRate ?? taxRate,
        })),
        irpfRate: parsePercent(getIrpfPercent(values)) ?? 0,
      })
    : withoutWithholding(computeDocumentTotals({ taxRate, vatExempt, lineItems }));
  return {
    ...totals,
    previewLines: readable.map((line, index) => ({
      description: line.description,
      quantity: line.amounts.quantity,
      unitPrice: line.amounts.unitPrice,
      taxRate: totals.lines[index]?.taxRate ?? 0,
      netAmount: totals.lines[index]?.netAmount ?? 0n,
    })),
  };
}

function withoutWithholding(totals: DocumentTotals) {
  return { ...totals, withholdingAmount: 0n, amountToPay: totals.totalAmount };
}
