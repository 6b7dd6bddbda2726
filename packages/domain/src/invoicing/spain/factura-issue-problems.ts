import { CommercialDocumentKind } from '@foundly/proto';
import { isValidSpanishNif } from '../../spain/identity-number.js';
import { toScaledInteger } from '../scaled-number.js';
import { RATE_DECIMALS } from '../document-totals.js';
import { findIssueDateProblem, isAddressComplete, type IssueProblem } from '../issue-problems.js';
import type { Factura, FacturaParty } from './factura.js';
import { computeFacturaTotals } from './factura-totals.js';
import {
  isIrpfWithholdingRateAllowed,
  isNewActivityWithholdingAllowed,
} from './irpf-withholding.js';
import { isSpanishIvaRate } from './iva-rates.js';
import { canBeSimplifiedInvoice } from './simplified-invoice.js';

export interface FacturaIssueContext {
  /** Today in Spain, YYYY-MM-DD. */
  today: string;
  /** The date of the last document issued in the same series, if any. */
  lastIssuedDate: string | undefined;
  /** The day the issuer's activity started (its alta), for the 7 % withholding. */
  activityStartDate: string;
  /** The day an earlier activity of the issuer ended, if any. */
  previousActivityEndDate?: string | undefined;
}

/** A party established in Spain (no country given counts as Spain): its NIF must verify. */
function isInSpain(party: FacturaParty): boolean {
  return (party.address?.countryCode ?? 'ES') === 'ES';
}

function partyProblems(
  prefix: 'issuer' | 'recipient',
  party: FacturaParty | undefined,
  needs: { address: boolean },
): IssueProblem[] {
  const problems: IssueProblem[] = [];
  // Real Decreto 1619/2012 art. 6.1.c and 7.1.d: full name or company name.
  if (!party?.name.trim()) problems.push({ field: `${prefix}.name`, reason: 'missing' });
  // Art. 6.1.d: the NIF; a recipient established abroad is named by its own country's tax number.
  if (!party?.nif.trim()) problems.push({ field: `${prefix}.nif`, reason: 'missing' });
  else if (isInSpain(party) && !isValidSpanishNif(party.nif)) {
    problems.push({ field: `${prefix}.nif`, reason: 'invalid' });
  }
  // Art. 6.1.e: the address of both parties.
  if (needs.address && !isAddressComplete(party?.address)) {
    problems.push({ field: `${prefix}.address`, reason: 'missing' });
  }
  return problems;
}

function lineProblems(factura: Factura): IssueProblem[] {
  const problems: IssueProblem[] = [];
  // Art. 6.1.f: the description of the operations.
  if (
    factura.lineItems.length === 0 ||
    factura.lineItems.some((line) => !line.description.trim())
  ) {
    problems.push({ field: 'line_items', reason: 'missing' });
  }
  factura.lineItems.forEach((line, index) => {
    if (line.taxRate === undefined) {
      problems.push({ field: `line_items[${index}].tax_rate`, reason: 'missing' });
    } else if (!isSpanishIvaRate(line.taxRate)) {
      problems.push({ field: `line_items[${index}].tax_rate`, reason: 'invalid' });
    }
  });
  // Art. 6.1.j: an operation that bears no IVA names its exemption.
  const hasExemptLine = factura.lineItems.some(
    (line) => line.taxRate !== undefined && toScaledInteger(line.taxRate, RATE_DECIMALS) === 0n,
  );
  if (hasExemptLine && !factura.exemption) {
    problems.push({ field: 'exemption', reason: 'missing' });
  } else if (!hasExemptLine && factura.exemption) {
    problems.push({ field: 'exemption', reason: 'invalid' });
  }
  return problems;
}

function rectifiedProblems(factura: Factura): IssueProblem[] {
  if (factura.kind !== CommercialDocumentKind.CREDIT_NOTE) return [];
  // Art. 7.1.h and 15.5: a rectificativa refers expressly to the invoice it corrects.
  const rectified = factura.rectified;
  const problems: IssueProblem[] = [];
  if (!rectified?.number.trim()) problems.push({ field: 'rectified.number', reason: 'missing' });
  if (!rectified?.issueDate) problems.push({ field: 'rectified.issue_date', reason: 'missing' });
  else if (rectified.issueDate > factura.issueDate) {
    problems.push({ field: 'rectified.issue_date', reason: 'invalid' });
  }
  return problems;
}

function withholdingProblems(factura: Factura, context: FacturaIssueContext): IssueProblem[] {
  // Whether the payer withholds depends on who it is: a missing recipient is the problem then.
  if (!factura.recipient) return [];
  const allowed = isIrpfWithholdingRateAllowed(factura.irpfRate, {
    recipientIsBusiness: factura.recipient?.isBusiness ?? false,
    newActivityAllowed: isNewActivityWithholdingAllowed({
      activityStartDate: context.activityStartDate,
      previousActivityEndDate: context.previousActivityEndDate,
      invoiceDate: factura.issueDate,
    }),
  });
  return allowed ? [] : [{ field: 'irpf_rate', reason: 'invalid' }];
}

/**
 * What blocks a Spanish draft from being issued, each problem named by its
 * field and reason (the core's `IssueProblem`), for the person to complete:
 *
 * - a complete invoice (Real Decreto 1619/2012 art. 6): the NIF, name and
 *   address of both parties, the description, a valid IVA rate on every line
 *   (Ley 37/1992 arts. 90–91), the exemption when a line is at 0 %;
 * - a simplified one (art. 7): the issuer's NIF and name; the recipient only
 *   when it is a business, which withholds or deducts (art. 7.2); a total of
 *   at most 400 € IVA included unless it is a rectificativa (art. 4.1);
 * - a rectificativa (art. 15): the number and date of the invoice corrected;
 * - the IRPF withheld: none to a consumer, 15 %, or 7 % for a new activity
 *   (Ley 35/2006 art. 101.5);
 * - the date: not in the future nor before the last one of its series (art.
 *   6.1.a, numbers "correlativa" in the order of the dates).
 *
 * A quote (presupuesto) is no invoice: it needs its parties' names and lines.
 */
export function findFacturaIssueProblems(
  factura: Factura,
  context: FacturaIssueContext,
): IssueProblem[] {
  if (factura.kind === CommercialDocumentKind.QUOTE) {
    const problems: IssueProblem[] = [];
    if (!factura.issuer.name.trim()) problems.push({ field: 'issuer.name', reason: 'missing' });
    if (!factura.recipient?.name.trim()) {
      problems.push({ field: 'recipient.name', reason: 'missing' });
    }
    return [...problems, ...lineProblems(factura)];
  }
  const recipientNeeded =
    !factura.simplified || factura.recipient?.isBusiness === true || factura.irpfRate > 0;
  const problems: IssueProblem[] = [
    ...partyProblems('issuer', factura.issuer, { address: !factura.simplified }),
  ];
  if (recipientNeeded) {
    problems.push(...partyProblems('recipient', factura.recipient, { address: true }));
  }
  const dateProblem = findIssueDateProblem(factura.issueDate, context);
  if (dateProblem) problems.push({ ...dateProblem, field: 'issue_date' });
  problems.push(...lineProblems(factura));
  problems.push(...rectifiedProblems(factura));
  problems.push(...withholdingProblems(factura, context));
  if (factura.simplified) {
    const { totalAmount } = computeFacturaTotals(factura);
    if (!canBeSimplifiedInvoice(factura.kind, totalAmount)) {
      problems.push({ field: 'simplified', reason: 'out_of_range' });
    }
  }
  return problems;
}
