/**
 * A file size as a person reads it, in the locale's words: bytes under a
 * kilobyte, kilobytes under a megabyte, else megabytes with one decimal.
 */
export function formatFileSize(bytes: number, locale: string): string {
  const [value, unit, digits] =
    bytes < 1024
      ? [bytes, 'byte', 0]
      : bytes < 1024 * 1024
        ? [bytes / 1024, 'kilobyte', 0]
        : [bytes / (1024 * 1024), 'megabyte', 1];
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: digits,
  }).format(value);
}
