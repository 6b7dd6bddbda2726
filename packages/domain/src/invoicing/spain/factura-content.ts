import { CommercialDocumentKind } from '@foundly/proto';
import type { FieldViolation } from '../../errors.js';
import { isValidSpanishNif } from '../../spain/identity-number.js';
import type { DocumentContent, DocumentCustomer, DocumentLine } from '../document-content.js';
import { RATE_DECIMALS } from '../document-totals.js';
import { toScaledInteger } from '../scaled-number.js';
import { DOCUMENT_FIELD_MESSAGES } from '../validate-document-content.js';
import type { Factura, FacturaParty, RectifiedFactura } from './factura.js';
import { IRPF_WITHHOLDING_RATES } from './irpf-withholding.js';
import { isIvaExemption, isSpanishIvaRate, type IvaExemption } from './iva-rates.js';

/** What a Spanish document adds to the engine's content (formation.v1.CommercialDocumentInput). */
export interface FacturaContent extends DocumentContent {
  customer?: (DocumentCustomer & { nif: string }) | undefined;
  lineItems: readonly (DocumentLine & { ivaExemption: string })[];
  irpfRate: number;
  simplified: boolean;
}

/** The message keys of a Spanish document's own field violations, translated by the clients. */
export const FACTURA_FIELD_MESSAGES = {
  invalid: DOCUMENT_FIELD_MESSAGES.invalid,
  nif: 'accounting.errors.nif',
  ivaRate: 'accounting.errors.ivaRate',
  irpfRate: 'accounting.errors.irpfRate',
  irpfConsumer: 'accounting.errors.irpfConsumer',
  exemption: 'accounting.errors.exemption',
} as const;

const M = FACTURA_FIELD_MESSAGES;

const isZeroRate = (rate: number) => toScaledInteger(rate, RATE_DECIMALS) === 0n;

/** A line's IVA rate: its own, else the document's default. */
function lineRate(content: FacturaContent, line: DocumentLine): number {
  return line.taxRate ?? content.taxRate;
}

/** A customer established in Spain (no country given counts as Spain): its NIF must verify. */
function isCustomerInSpain(customer: DocumentCustomer): boolean {
  return (customer.address?.countryCode || 'ES') === 'ES';
}

/**
 * What is wrong with a Spanish document's content beyond the engine's checks
 * (`validateDocumentContent`), field by field, before anything is stored:
 * - every IVA rate, the default one and each line's, is a Spanish rate
 *   (21, 10, 4 or 0 %: Ley 37/1992 arts. 90–91);
 * - an exemption code (E1–E6, Orden HAC/1177/2024 list L10) only on a line at
 *   0 %, and one code for all of them (the record has one exempt base);
 * - the IRPF withheld is none, 15 % or 7 % (Ley 35/2006 art. 101.5.a), and
 *   none to a consumer, who withholds nothing (RIRPF art. 76);
 * - a Spanish customer's NIF has its right control letter or digit;
 * - only an invoice or a rectificativa may be simplified (RD 1619/2012 art. 4).
 * Whether 7 % is open to this activity and the rest of the mandatory content
 * are checked on issue (`findFacturaIssueProblems`).
 */
export function validateFacturaContent(content: FacturaContent): FieldViolation[] {
  const violations: FieldViolation[] = [];
  if (!isSpanishIvaRate(content.taxRate)) {
    violations.push({ field: 'content.tax_rate', message: M.ivaRate });
  }
  const codes = new Set<string>();
  content.lineItems.forEach((line, index) => {
    const field = `content.line_items[${index}]`;
    if (line.taxRate !== undefined && !isSpanishIvaRate(line.taxRate)) {
      violations.push({ field: `${field}.tax_rate`, message: M.ivaRate });
    }
    if (!line.ivaExemption) return;
    if (!isIvaExemption(line.ivaExemption) || !isZeroRate(lineRate(content, line))) {
      violations.push({ field: `${field}.iva_exemption`, message: M.exemption });
    } else if (codes.size > 0 && !codes.has(line.ivaExemption)) {
      violations.push({ field: `${field}.iva_exemption`, message: M.exemption });
    } else codes.add(line.ivaExemption);
  });
  const irpf = toScaledInteger(content.irpfRate, RATE_DECIMALS);
  const allowed = [0, IRPF_WITHHOLDING_RATES.general, IRPF_WITHHOLDING_RATES.newActivity].map(
    (rate) => toScaledInteger(rate, RATE_DECIMALS),
  );
  if (irpf === undefined || !allowed.includes(irpf)) {
    violations.push({ field: 'content.irpf_rate', message: M.irpfRate });
  } else if (irpf !== 0n && content.customer && !content.customer.isBusiness) {
    violations.push({ field: 'content.irpf_rate', message: M.irpfConsumer });
  }
  const customer = content.customer;
  if (customer?.nif.trim() && isCustomerInSpain(customer) && !isValidSpanishNif(customer.nif)) {
    violations.push({ field: 'content.customer.nif', message: M.nif });
  }
  if (content.simplified && content.kind === CommercialDocumentKind.QUOTE) {
    violations.push({ field: 'content.simplified', message: M.invalid });
  }
  return violations;
}

/** The exemption the lines at 0 % name (one for all, `validateFacturaContent`), if any. */
export function getFacturaExemption(content: FacturaContent): IvaExemption | undefined {
  const code = content.lineItems.find((line) => isIvaExemption(line.ivaExemption))?.ivaExemption;
  return code && isIvaExemption(code) ? code : undefined;
}

/**
 * A Spanish document of the engine as the rules see it: its issuer, its
 * recipient when named, its lines each with its effective IVA rate, the
 * exemption and the IRPF withheld, and for a rectificativa the invoice it
 * corrects.
 */
export function toFactura(
  content: FacturaContent,
  issuer: FacturaParty,
  rectified?: RectifiedFactura | undefined,
): Factura {
  const customer = content.customer;
  return {
    kind: content.kind,
    simplified: content.simplified,
    issueDate: content.invoiceDate,
    operationDate: content.supplyDate,
    issuer,
    recipient:
      customer && (customer.companyName.trim() || customer.nif.trim())
        ? {
            nif: customer.nif.trim().toUpperCase(),
            name: customer.companyName,
            address: customer.address,
            isBusiness: customer.isBusiness,
          }
        : undefined,
    lineItems: content.lineItems.map((line) => ({
      description: line.description,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      discountRate: line.discountRate,
      taxRate: lineRate(content, line),
    })),
    exemption: getFacturaExemption(content),
    irpfRate: content.irpfRate,
    rectified,
  };
}
