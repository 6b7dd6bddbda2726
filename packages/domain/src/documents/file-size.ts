/**
 * A file size as a person reads it, in the locale's words: kilobytes under a
 * megabyte (with a decimal under one kilobyte, where "byte" reads oddly),
 * else megabytes with one decimal.
 */
export function formatFileSize(bytes: number, locale: string): string {
  const [value, unit, digits] =
    bytes < 1024 * 1024
      ? [bytes / 1024, 'kilobyte', bytes < 1024 ? 1 : 0]
      : [bytes / (1024 * 1024), 'megabyte', 1];
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: digits,
  }).format(value);
}
