import type { CommercialDocumentKind } from '@foundly/proto';
import type { DocumentAddress } from '../document-content.js';
import type { AmountsLine } from '../document-totals.js';
import type { IvaExemption } from './iva-rates.js';

/** A party of a Spanish invoice: its NIF, full name or company name and address. */
export interface FacturaParty {
  nif: string;
  name: string;
  address?: DocumentAddress | undefined;
}

/** The person or company invoiced; a business or professional withholds IRPF, a consumer does not. */
export interface FacturaRecipient extends FacturaParty {
  isBusiness: boolean;
}

/** One line: what is sold and its IVA rate (every Spanish line carries its own). */
export interface FacturaLine extends AmountsLine {
  description: string;
}

/** The invoice a rectificativa corrects (Real Decreto 1619/2012 art. 15.5). */
export interface RectifiedFactura {
  number: string;
  issueDate: string;
  /** Whether the rectified invoice was a simplified one (Veri*Factu type R5). */
  simplified: boolean;
}

/**
 * A Spanish quote (presupuesto, QUOTE), invoice (factura, INVOICE) or
 * corrective invoice (factura rectificativa, CREDIT_NOTE): the kinds of the
 * one invoicing engine, with what Spain adds to them.
 */
export interface Factura {
  kind: CommercialDocumentKind;
  /** A simplified invoice (factura simplificada, Real Decreto 1619/2012 art. 4). */
  simplified: boolean;
  issueDate: string;
  /** The date of the operation when it differs from the issue date (art. 6.1.g), else ''. */
  operationDate: string;
  issuer: FacturaParty;
  recipient?: FacturaRecipient | undefined;
  lineItems: readonly FacturaLine[];
  /** Why the lines at 0 % bear no IVA; undefined when none is at 0 %. */
  exemption?: IvaExemption | undefined;
  /** The IRPF withheld, as a fraction of the base: 0, 0.15 or 0.07. */
  irpfRate: number;
  /** The invoice a rectificativa corrects. */
  rectified?: RectifiedFactura | undefined;
}
