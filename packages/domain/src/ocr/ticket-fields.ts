import { SPANISH_IVA_RATES } from '../invoicing/spain/iva-rates.js';
import { isValidSpanishNif } from '../spain/identity-number.js';
import { foldText, splitLines, toDigits, toIsoDate } from './ocr-text.js';

/**
 * What a supplier's ticket or invoice gives for a gasto, to pre-fill the
 * form the founder reviews: '' or undefined where nothing was found. Amounts
 * in cents; the IVA rate a fraction (0.21).
 */
export interface TicketFields {
  supplierNif: string;
  supplierName: string;
  number: string;
  /** YYYY-MM-DD. */
  date: string;
  base?: bigint;
  ivaRate?: number;
  iva?: bigint;
  total?: bigint;
}

/** More amounts than this on a ticket are not all tried against one another. */
const MAX_AMOUNTS = 60;

/** The most a reading's figures may differ by rounding: one cent, as `validateExpense` allows. */
const TOLERANCE = 1n;

/**
 * A money amount as tickets print it: 1.234,56 or 1234,56 (Spanish), 1,234.56
 * or 1234.56; never a percentage, nor part of a date (05.02.2026).
 */
const AMOUNT =
  /(?<![\d.,/])-?(?:\d{1,3}(?:\.\d{3})+,\d{2}|\d{1,3}(?:,\d{3})+\.\d{2}|\d+[.,]\d{2})(?![.,]?\d)(?!\s*%)/g;

/** A percentage: 21%, 21 %, 21,00 %, 10.0%. */
const PERCENT = /(?<![\d.,])(\d{1,2})(?:[.,](\d{1,2}))?\s*%/g;

/** A NIF as printed, with its spaces, dots and hyphens: B-12.345.674, 12345678 Z. */
const NIF_CANDIDATE = /(?<![A-Z0-9])[A-Z0-9](?:[ .-]?[A-Z0-9]){8}(?![A-Z0-9])/g;

const SPANISH_MONTHS: Readonly<Record<string, number>> = {
  ENE: 1,
  FEB: 2,
  MAR: 3,
  ABR: 4,
  MAY: 5,
  JUN: 6,
  JUL: 7,
  AGO: 8,
  SEP: 9,
  SET: 9,
  OCT: 10,
  NOV: 11,
  DIC: 12,
};

const NUMERIC_DATE = /(?<!\d)(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})(?!\d)/g;
const ISO_DATE = /(?<!\d)(\d{4})-(\d{2})-(\d{2})(?!\d)/g;
const WORDED_DATE =
  /(?<!\d)(\d{1,2})(?:\s+DE\s+|[\s./-])([A-Z]{3})[A-Z]*\.?(?:\s+DE\s+|[\s./-])(\d{4})/g;

/** Cents of an amount as printed: it always ends with two decimals, so its digits are its cents. */
function toCents(printed: string): bigint {
  const negative = printed.startsWith('-');
  const digits = printed.replace(/[^\d]/g, '');
  const cents = BigInt(digits);
  return negative ? -cents : cents;
}

function findAmounts(line: string): bigint[] {
  return [...line.matchAll(AMOUNT)].map((match) => toCents(match[0]));
}

/** The Spanish IVA rates a line prints as percentages, as fractions. */
function findRates(line: string): number[] {
  const rates: number[] = [];
  for (const match of line.matchAll(PERCENT)) {
    const percent = Number(`${match[1]}.${match[2] ?? '0'}`);
    const rate = SPANISH_IVA_RATES.find((candidate) => Math.abs(candidate * 100 - percent) < 1e-9);
    if (rate !== undefined) rates.push(rate);
  }
  return rates;
}

/** The IVA of a base at a rate, in cents, rounded half away from zero. */
function ivaOf(base: bigint, rate: number): bigint {
  const hundredths = BigInt(Math.round(rate * 100));
  const product = base * hundredths;
  const quotient = product / 100n;
  const remainder = product % 100n;
  return remainder * 2n >= 100n ? quotient + 1n : quotient;
}

/** The base of a total that includes IVA at a rate, to the cent (half up). */
function baseOfTotal(total: bigint, rate: number): bigint {
  const divisor = 100n + BigInt(Math.round(rate * 100));
  return (total * 200n + divisor) / (divisor * 2n);
}

/** The Spanish rate at which `iva` is the tax of `base`, within a cent. */
function findRateOf(base: bigint | undefined, iva: bigint | undefined): number | undefined {
  if (!base || iva === undefined) return undefined;
  return SPANISH_IVA_RATES.find((rate) => near(ivaOf(base, rate), iva));
}

const abs = (value: bigint) => (value < 0n ? -value : value);
const near = (a: bigint, b: bigint) => abs(a - b) <= TOLERANCE;

/**
 * The supplier's NIF: the first text shaped like a NIF that verifies, the
 * ones on a line labelled NIF or CIF first (a complete invoice also names the
 * buyer, usually further down). Letters OCR reads for digits are tried as
 * digits in the middle seven places.
 */
function findNif(lines: readonly string[]): string {
  const labelled = lines.filter((line) => /\b(N\.?\s?I\.?\s?F|C\.?\s?I\.?\s?F)\b/.test(line));
  for (const line of [...labelled, ...lines]) {
    for (const match of line.matchAll(NIF_CANDIDATE)) {
      const compact = match[0].replace(/[ .-]/g, '');
      const repaired = `${compact[0]}${toDigits(compact.slice(1, 8))}${compact[8]}`;
      for (const candidate of [compact, repaired]) {
        if (/\d/.test(candidate) && isValidSpanishNif(candidate)) return candidate;
      }
    }
  }
  return '';
}

function findDateIn(line: string): string | undefined {
  for (const match of line.matchAll(ISO_DATE)) {
    const date = toIsoDate(Number(match[1]), Number(match[2]), Number(match[3]));
    if (date) return date;
  }
  for (const match of line.matchAll(NUMERIC_DATE)) {
    const year = match[3]!.length === 2 ? 2000 + Number(match[3]) : Number(match[3]);
    const date = toIsoDate(year, Number(match[2]), Number(match[1]));
    if (date) return date;
  }
  for (const match of line.matchAll(WORDED_DATE)) {
    const month = SPANISH_MONTHS[match[2]!];
    const date = month && toIsoDate(Number(match[3]), month, Number(match[1]));
    if (date) return date;
  }
  return undefined;
}

/** The invoice's date: on a line labelled Fecha (not a due date) first, else the first date. */
function findDate(lines: readonly string[]): string {
  const labelled = lines.filter((line) => /FECHA/.test(line) && !/VENC/.test(line));
  for (const line of [...labelled, ...lines]) {
    const date = findDateIn(line);
    if (date) return date;
  }
  return '';
}

const NUMBER_LABEL =
  /\b(?:FACTURA|TICKET|FRA\.?|N\s?[º°O]\.?|N\.(?=\s)|NUM\.?|NUMERO)\s*(?:SIMPLIFICADA\s*)?(?:N\s?[º°O]\.?|NUM\.?|NUMERO)?\s*[:.]?\s*([A-Z0-9][A-Z0-9/-]*\d[A-Z0-9/-]*)/;

/** The invoice or ticket number: what follows "Factura", "Ticket", "Nº" or "Número". */
function findNumber(lines: readonly string[]): string {
  for (const line of lines) {
    if (/NIF|CIF|TEL/.test(line)) continue;
    const match = NUMBER_LABEL.exec(line);
    if (match && !findDateIn(match[1]!)) return match[1]!;
  }
  return '';
}

const NOT_A_NAME = /FACTURA|TICKET|FECHA|NIF|CIF|TEL|C\/|CALLE|AVDA|PLAZA|WWW|HTTP|@/;

/**
 * The supplier's name: the first line with a company's legal form (S.L.,
 * S.A. …), else the first line of letters at the top of the ticket.
 */
function findSupplierName(lines: readonly string[], folded: readonly string[]): string {
  const top = lines.slice(0, 8).map((line, index) => ({ line, folded: folded[index]! }));
  const withForm = top.find(({ folded: line }) => /\bS\.?\s?[LA]\.?\s?(U\.?)?\s*$/.test(line));
  const named =
    withForm ??
    top.find(
      ({ line, folded: upper }) =>
        !NOT_A_NAME.test(upper) &&
        (line.match(/\p{L}/gu) ?? []).length >= 3 &&
        findAmounts(line).length === 0 &&
        !findDateIn(upper),
    );
  return named?.line.replace(/[^\p{L}\p{N}.,&'() -]/gu, '').trim() ?? '';
}

interface Figures {
  base?: bigint;
  ivaRate?: number;
  iva?: bigint;
  total?: bigint;
}

/** The amount on the best TOTAL line: the largest total printed (not a subtotal nor a tax total). */
function findLabelledTotal(folded: readonly string[]): bigint | undefined {
  const totals = folded
    .filter(
      (line) =>
        /TOTAL|A PAGAR|IMPORTE/.test(line) &&
        !/SUB\s?TOTAL|TOTAL\s+(DE\s+)?(CUOTA|BASE)|BASE/.test(line) &&
        !/TOTAL\s+(DE\s+)?I\.?V\.?A\.?(?!\s*INC)/.test(line),
    )
    .flatMap((line) => findAmounts(line).slice(-1));
  return totals.length > 0 ? totals.reduce((a, b) => (b > a ? b : a)) : undefined;
}

/**
 * Base, IVA and total that agree with one another at a Spanish rate
 * (base + IVA = total and IVA = rate × base, each within a cent), found among
 * all the amounts printed, whatever the layout (a table of rate, base and
 * cuota, or one line each). The labelled total wins when it is one of them,
 * else the largest total; a rate printed on the ticket is preferred.
 */
function findConsistentFigures(
  amounts: readonly bigint[],
  printedRates: readonly number[],
  labelledTotal: bigint | undefined,
): Figures | undefined {
  const values = [...new Set(amounts.filter((amount) => amount > 0n))].slice(0, MAX_AMOUNTS);
  const rates = SPANISH_IVA_RATES.filter((rate) => rate > 0);
  let best: (Figures & { rank: number }) | undefined;
  for (const total of values) {
    for (const base of values) {
      if (base >= total) continue;
      const iva = total - base;
      if (!values.some((value) => near(value, iva))) continue;
      const rate = rates.find((candidate) => near(ivaOf(base, candidate), iva));
      if (rate === undefined) continue;
      const rank =
        (labelledTotal !== undefined && total === labelledTotal ? 4 : 0) +
        (printedRates.includes(rate) ? 2 : 0);
      if (!best || rank > best.rank || (rank === best.rank && total > best.total!)) {
        best = { base, ivaRate: rate, iva, total, rank };
      }
    }
  }
  if (!best) return undefined;
  const { rank: _rank, ...figures } = best;
  return figures;
}

/**
 * The figures from their labels when no consistent set was read (a digit
 * misread): base on a BASE line, IVA on an IVA or CUOTA line, the total, the
 * rate printed; then what follows from the ones found (IVA = total − base,
 * base = total ÷ (1 + rate) …), for the founder to check.
 */
function findLabelledFigures(
  folded: readonly string[],
  printedRates: readonly number[],
  labelledTotal: bigint | undefined,
): Figures {
  const amountAfter = (label: RegExp, exclude?: RegExp) => {
    for (const line of folded) {
      if (!label.test(line) || exclude?.test(line)) continue;
      const amounts = findAmounts(line.replace(PERCENT, ' '));
      if (amounts.length > 0) return amounts.at(-1);
    }
    return undefined;
  };
  let base = amountAfter(/BASE/);
  let iva = amountAfter(/I\.?V\.?A|CUOTA/, /BASE|TOTAL(?!\s+(DE\s+)?(I\.?V\.?A|CUOTA))/);
  let total = labelledTotal;
  const printedRate = printedRates[0];
  if (total === undefined && base !== undefined && iva !== undefined) total = base + iva;
  if (base === undefined && total !== undefined) {
    if (iva !== undefined) base = total - iva;
    else if (printedRate !== undefined) base = baseOfTotal(total, printedRate);
  }
  if (iva === undefined && base !== undefined && total !== undefined) iva = total - base;
  const ivaRate = printedRate ?? findRateOf(base, iva);
  return { base, ivaRate, iva, total };
}

/**
 * Reads the fields of a gasto from the text of a Spanish ticket or invoice
 * (OCR or a PDF's text layer): the supplier's NIF (one that verifies,
 * `isValidSpanishNif`), name and invoice number, the date (dd/mm/yyyy,
 * dd-mm-yy, yyyy-mm-dd, "5 de febrero de 2026"), and base imponible, IVA rate
 * and amount, total. A ticket with several IVA rates gives the figures of
 * one of them (an expense has one rate); the founder reviews them all.
 */
export function extractTicketFields(text: string): TicketFields {
  const lines = splitLines(text);
  const folded = lines.map(foldText);
  const printedRates = folded.flatMap(findRates);
  const labelledTotal = findLabelledTotal(folded);
  const amounts = folded.flatMap((line) => findAmounts(line));
  const figures =
    findConsistentFigures(amounts, printedRates, labelledTotal) ??
    findLabelledFigures(folded, printedRates, labelledTotal);
  return {
    supplierNif: findNif(folded),
    supplierName: findSupplierName(lines, folded),
    number: findNumber(folded),
    date: findDate(folded),
    ...Object.fromEntries(Object.entries(figures).filter(([, value]) => value !== undefined)),
  };
}
