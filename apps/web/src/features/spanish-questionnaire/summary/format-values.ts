/** An ISO calendar date (YYYY-MM-DD) as Spain writes it: dd/mm/yyyy (spec 02 §9). */
export function formatDayMonthYear(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso.trim());
  return match ? `${match[3]}/${match[2]}/${match[1]}` : iso;
}

/**
 * A social security number in its printed groups: province, sequence,
 * control (28 12345678 40); as typed when it is not 11 or 12 digits.
 */
export function formatNuss(value: string): string {
  const digits = value.replace(/\D/g, '');
  if (digits.length !== 11 && digits.length !== 12) return value;
  return `${digits.slice(0, 2)} ${digits.slice(2, -2)} ${digits.slice(-2)}`;
}
