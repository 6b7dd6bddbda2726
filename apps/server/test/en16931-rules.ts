import { XMLParser } from 'fast-xml-parser';

/**
 * Business rules of EN 16931-1 (the CII syntax binding's Schematron, written
 * out as plain checks) over a Factur-X / CII invoice: the totals' arithmetic
 * (BR-CO-10 to BR-CO-17), the VAT categories' bases (BR-S-08, BR-E-08), the
 * seller's tax identifiers (BR-S-02, BR-E-02), exemption reasons (BR-E-10),
 * payment terms (BR-CO-25) and preceding invoice references (BR-55). Each returns a message when it is broken.
 */

const REPEATED = new Set([
  'IncludedSupplyChainTradeLineItem',
  'ApplicableTradeTax',
  'SpecifiedTaxRegistration',
  'SpecifiedTradeAllowanceCharge',
  'IncludedNote',
  'SpecifiedTradePaymentTerms',
  'InvoiceReferencedDocument',
]);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseTagValue: false,
  isArray: (name) => REPEATED.has(name),
});

type Node = Record<string, unknown>;

function child(node: unknown, ...path: string[]): unknown {
  let current = node;
  for (const name of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Node)[name];
  }
  return current;
}

function children(node: unknown, ...path: string[]): Node[] {
  const value = child(node, ...path);
  return Array.isArray(value) ? (value as Node[]) : value === undefined ? [] : [value as Node];
}

function text(node: unknown): string | undefined {
  if (node === undefined || node === null) return undefined;
  if (typeof node === 'object') return (node as Node)['#text'] as string | undefined;
  return String(node);
}

/** An EN 16931 amount (at most two decimals here) in minor units. */
function cents(value: unknown): bigint {
  const raw = text(value);
  if (raw === undefined) return 0n;
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(raw.trim());
  if (!match) throw new Error(`Not an amount with at most two decimals: ${raw}`);
  const minor = BigInt(match[2]!) * 100n + BigInt((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -minor : minor;
}

export interface CiiFacts {
  typeCode: string;
  currency: string;
  lines: { net: bigint; category: string; rate: number }[];
  breakdown: {
    basis: bigint;
    tax: bigint;
    category: string;
    rate: number;
    exemptionReason?: string;
    exemptionCode?: string;
  }[];
  documentAllowances: { amount: bigint; category: string; rate: number }[];
  documentCharges: { amount: bigint; category: string; rate: number }[];
  totals: {
    lineTotal: bigint;
    allowanceTotal: bigint;
    chargeTotal: bigint;
    taxBasisTotal: bigint;
    taxTotal: bigint;
    taxTotalCurrencies: string[];
    grandTotal: bigint;
    prepaid: bigint;
    rounding: bigint;
    duePayable: bigint;
  };
  sellerVatId?: string;
  sellerTaxRegistration?: string;
  taxRepresentativeVatId?: string;
  dueDate?: string;
  paymentTerms?: string;
  /** BG-3: each preceding invoice reference, its number (BT-25) and date (BT-26, format 102). */
  precedingInvoices: { number?: string; date?: string }[];
  notes: string[];
  deliveryDate?: string;
}

/** Reads the facts the rules need from a CII invoice. */
export function readCiiFacts(xml: string): CiiFacts {
  const root = child(parser.parse(xml), 'CrossIndustryInvoice');
  if (!root) throw new Error('Not a CrossIndustryInvoice');
  const transaction = child(root, 'SupplyChainTradeTransaction');
  const agreement = child(transaction, 'ApplicableHeaderTradeAgreement');
  const settlement = child(transaction, 'ApplicableHeaderTradeSettlement');
  const summation = child(settlement, 'SpecifiedTradeSettlementHeaderMonetarySummation');
  const sellerRegistrations = children(agreement, 'SellerTradeParty', 'SpecifiedTaxRegistration');
  const registration = (scheme: string) =>
    text(
      child(
        sellerRegistrations.find((entry) => child(entry, 'ID', '@schemeID') === scheme),
        'ID',
      ),
    );
  const allowancesAndCharges = children(settlement, 'SpecifiedTradeAllowanceCharge').map(
    (entry) => ({
      isCharge: text(child(entry, 'ChargeIndicator', 'Indicator')) === 'true',
      amount: cents(child(entry, 'ActualAmount')),
      category: text(child(entry, 'CategoryTradeTax', 'CategoryCode')) ?? '',
      rate: Number(text(child(entry, 'CategoryTradeTax', 'RateApplicablePercent')) ?? '0'),
    }),
  );
  const terms = children(settlement, 'SpecifiedTradePaymentTerms');
  return {
    typeCode: text(child(root, 'ExchangedDocument', 'TypeCode')) ?? '',
    currency: text(child(settlement, 'InvoiceCurrencyCode')) ?? '',
    lines: children(transaction, 'IncludedSupplyChainTradeLineItem').map((line) => {
      const lineSettlement = child(line, 'SpecifiedLineTradeSettlement');
      const tax = children(lineSettlement, 'ApplicableTradeTax')[0];
      return {
        net: cents(
          child(lineSettlement, 'SpecifiedTradeSettlementLineMonetarySummation', 'LineTotalAmount'),
        ),
        category: text(child(tax, 'CategoryCode')) ?? '',
        rate: Number(text(child(tax, 'RateApplicablePercent')) ?? '0'),
      };
    }),
    breakdown: children(settlement, 'ApplicableTradeTax').map((tax) => ({
      basis: cents(child(tax, 'BasisAmount')),
      tax: cents(child(tax, 'CalculatedAmount')),
      category: text(child(tax, 'CategoryCode')) ?? '',
      rate: Number(text(child(tax, 'RateApplicablePercent')) ?? '0'),
      exemptionReason: text(child(tax, 'ExemptionReason')),
      exemptionCode: text(child(tax, 'ExemptionReasonCode')),
    })),
    documentAllowances: allowancesAndCharges.filter((entry) => !entry.isCharge),
    documentCharges: allowancesAndCharges.filter((entry) => entry.isCharge),
    totals: {
      lineTotal: cents(child(summation, 'LineTotalAmount')),
      allowanceTotal: cents(child(summation, 'AllowanceTotalAmount')),
      chargeTotal: cents(child(summation, 'ChargeTotalAmount')),
      taxBasisTotal: cents(child(summation, 'TaxBasisTotalAmount')),
      taxTotal: children(summation, 'TaxTotalAmount')
        .filter(
          (entry) => child(entry, '@currencyID') === text(child(settlement, 'InvoiceCurrencyCode')),
        )
        .reduce((sum, entry) => sum + cents(entry), 0n),
      taxTotalCurrencies: children(summation, 'TaxTotalAmount').map((entry) =>
        String(child(entry, '@currencyID')),
      ),
      grandTotal: cents(child(summation, 'GrandTotalAmount')),
      prepaid: cents(child(summation, 'TotalPrepaidAmount')),
      rounding: cents(child(summation, 'RoundingAmount')),
      duePayable: cents(child(summation, 'DuePayableAmount')),
    },
    sellerVatId: registration('VA'),
    sellerTaxRegistration: registration('FC'),
    taxRepresentativeVatId: text(
      child(agreement, 'SellerTaxRepresentativeTradeParty', 'SpecifiedTaxRegistration', 'ID'),
    ),
    dueDate: text(child(terms[0], 'DueDateDateTime', 'DateTimeString')),
    paymentTerms: text(child(terms[0], 'Description')),
    notes: children(root, 'ExchangedDocument', 'IncludedNote').map(
      (note) => text(child(note, 'Content')) ?? '',
    ),
    precedingInvoices: children(settlement, 'InvoiceReferencedDocument').map((reference) => ({
      number: text(child(reference, 'IssuerAssignedID')),
      date: text(child(reference, 'FormattedIssueDateTime', 'DateTimeString')),
    })),
    deliveryDate: text(
      child(
        transaction,
        'ApplicableHeaderTradeDelivery',
        'ActualDeliverySupplyChainEvent',
        'OccurrenceDateTime',
        'DateTimeString',
      ),
    ),
  };
}

function sum(values: bigint[]): bigint {
  return values.reduce((total, value) => total + value, 0n);
}

function roundHalfUp(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n;
  const absolute = negative ? -numerator : numerator;
  const rounded = (absolute * 2n + denominator) / (2n * denominator);
  return negative ? -rounded : rounded;
}

const format = (amount: bigint) => (Number(amount) / 100).toFixed(2);

/** The broken rules, as "BR-…: what is wrong"; empty when the invoice passes all of them. */
export function checkEn16931Rules(facts: CiiFacts): string[] {
  const broken: string[] = [];
  const { totals } = facts;
  const check = (rule: string, ok: boolean, message: string) => {
    if (!ok) broken.push(`${rule}: ${message}`);
  };
  check('BR-16', facts.lines.length > 0, 'an invoice has at least one line');

  const lineSum = sum(facts.lines.map((line) => line.net));
  check(
    'BR-CO-10',
    totals.lineTotal === lineSum,
    `sum of line net amounts ${format(lineSum)} ≠ BT-106 ${format(totals.lineTotal)}`,
  );
  const allowances = sum(facts.documentAllowances.map((entry) => entry.amount));
  check(
    'BR-CO-11',
    totals.allowanceTotal === allowances,
    `sum of allowances ${format(allowances)} ≠ BT-107 ${format(totals.allowanceTotal)}`,
  );
  const charges = sum(facts.documentCharges.map((entry) => entry.amount));
  check(
    'BR-CO-12',
    totals.chargeTotal === charges,
    `sum of charges ${format(charges)} ≠ BT-108 ${format(totals.chargeTotal)}`,
  );
  const basis = totals.lineTotal - totals.allowanceTotal + totals.chargeTotal;
  check(
    'BR-CO-13',
    totals.taxBasisTotal === basis,
    `BT-109 ${format(totals.taxBasisTotal)} ≠ BT-106 − BT-107 + BT-108 = ${format(basis)}`,
  );
  const taxSum = sum(facts.breakdown.map((entry) => entry.tax));
  check(
    'BR-CO-14',
    totals.taxTotal === taxSum,
    `BT-110 ${format(totals.taxTotal)} ≠ sum of VAT category amounts ${format(taxSum)}`,
  );
  check(
    'BR-CO-14',
    totals.taxTotalCurrencies.includes(facts.currency),
    'BT-110 is given in the invoice currency',
  );
  check(
    'BR-CO-15',
    totals.grandTotal === totals.taxBasisTotal + totals.taxTotal,
    `BT-112 ${format(totals.grandTotal)} ≠ BT-109 + BT-110`,
  );
  const due = totals.grandTotal - totals.prepaid + totals.rounding;
  check(
    'BR-CO-16',
    totals.duePayable === due,
    `BT-115 ${format(totals.duePayable)} ≠ BT-112 − BT-113 + BT-114 = ${format(due)}`,
  );

  for (const entry of facts.breakdown) {
    const expected = roundHalfUp(entry.basis * BigInt(Math.round(entry.rate * 100)), 10_000n);
    check(
      'BR-CO-17',
      entry.tax === expected,
      `VAT of ${entry.category} ${entry.rate} % is ${format(entry.tax)}, not ${format(expected)}`,
    );
  }

  const categoryBasis = (category: string, rate: number) =>
    sum(
      facts.lines
        .filter((line) => line.category === category && line.rate === rate)
        .map((line) => line.net),
    ) -
    sum(
      facts.documentAllowances
        .filter((entry) => entry.category === category && entry.rate === rate)
        .map((entry) => entry.amount),
    ) +
    sum(
      facts.documentCharges
        .filter((entry) => entry.category === category && entry.rate === rate)
        .map((entry) => entry.amount),
    );

  const hasCategory = (category: string) =>
    facts.lines.some((line) => line.category === category) ||
    facts.breakdown.some((entry) => entry.category === category);

  for (const entry of facts.breakdown.filter((tax) => tax.category === 'S')) {
    const expected = categoryBasis('S', entry.rate);
    check(
      'BR-S-08',
      entry.basis === expected,
      `standard-rated basis at ${entry.rate} % is ${format(entry.basis)}, lines give ${format(expected)}`,
    );
  }
  if (hasCategory('S')) {
    check(
      'BR-S-02',
      Boolean(facts.sellerVatId || facts.sellerTaxRegistration || facts.taxRepresentativeVatId),
      'standard-rated invoice without the seller VAT identifier',
    );
  }
  for (const entry of facts.breakdown.filter((tax) => tax.category === 'E')) {
    const expected = categoryBasis('E', 0);
    check(
      'BR-E-08',
      entry.basis === expected,
      `exempt basis ${format(entry.basis)}, lines give ${format(expected)}`,
    );
    check('BR-E-09', entry.tax === 0n, 'exempt VAT amount is 0');
    check(
      'BR-E-10',
      Boolean(entry.exemptionReason || entry.exemptionCode),
      'exempt breakdown without an exemption reason',
    );
  }
  if (hasCategory('E')) {
    check(
      'BR-E-02',
      Boolean(facts.sellerVatId || facts.sellerTaxRegistration || facts.taxRepresentativeVatId),
      'exempt invoice without the seller VAT identifier (BT-31), tax registration (BT-32) or tax representative (BT-63)',
    );
  }
  for (const reference of facts.precedingInvoices) {
    check(
      'BR-55',
      Boolean(reference.number?.trim()),
      'a preceding invoice reference (BG-3) without the preceding invoice number (BT-25)',
    );
  }
  if (totals.duePayable > 0n) {
    check(
      'BR-CO-25',
      Boolean(facts.dueDate || facts.paymentTerms),
      'a positive amount due needs a due date or payment terms',
    );
  }
  return broken;
}
