import type { ReturnBox } from './return-boxes.js';

/** How a spreadsheet of the reader's language reads a CSV: the separator and the decimal mark. */
export interface CsvStyle {
  separator: ',' | ';';
  decimalMark: '.' | ',';
}

/** One line of the export: a return's box with its label in the reader's language. */
export interface CsvLine {
  box: ReturnBox;
  label: string;
}

function quote(value: string, separator: string): string {
  return /["\r\n]/.test(value) || value.includes(separator)
    ? `"${value.replaceAll('"', '""')}"`
    : value;
}

/** Integer cents as a decimal number with the style's mark and no grouping: -1234,56. */
export function formatCsvAmount(cents: bigint, decimalMark: CsvStyle['decimalMark']): string {
  const sign = cents < 0n ? '-' : '';
  const absolute = cents < 0n ? -cents : cents;
  const units = absolute / 100n;
  const hundredths = String(absolute % 100n).padStart(2, '0');
  return `${sign}${units}${decimalMark}${hundredths}`;
}

/**
 * The figures of a quarter as a CSV file (RFC 4180 quoting, CRLF lines,
 * UTF-8 with a byte-order mark so that spreadsheets read the accents): a
 * header, then one line per box with the form, the box, the label and the
 * amount in the reader's style.
 */
export function formatQuarterlyCsv(
  header: readonly [form: string, box: string, label: string, amount: string],
  lines: readonly CsvLine[],
  style: CsvStyle,
): string {
  const rows = [
    [...header],
    ...lines.map(({ box, label }) => [
      box.form,
      box.box,
      label,
      formatCsvAmount(box.amount, style.decimalMark),
    ]),
  ];
  return `\uFEFF${rows.map((row) => row.map((cell) => quote(cell, style.separator)).join(style.separator)).join('\r\n')}\r\n`;
}
