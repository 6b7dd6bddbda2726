/**
 * An amount in euros or pounds as typed (3000, 3000,50, 3.000 or 3000.5) in
 * cents or pence; NaN
 * when it is not one, so that the rules refuse it. A dot followed by three
 * digits groups thousands, as Spaniards write them; otherwise a dot or comma
 * separates up to two decimals.
 */
export function toMinorUnits(text: string): number {
  const typed = text.trim().replace(/\s/g, '');
  const grouped = /^\d{1,3}(\.\d{3})+(,\d{1,2})?$/.test(typed);
  const plain = grouped ? typed.replace(/\./g, '') : typed;
  const match = /^(\d+)(?:[.,](\d{1,2}))?$/.exec(plain);
  if (!match) return Number.NaN;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Cents or pence as the input shows them: 300000 → 3000, 150 → 1,50 in Spanish and French, 1.50 in English. */
export function toAmountText(cents: number | undefined, decimal: ',' | '.'): string {
  if (cents === undefined || !Number.isFinite(cents)) return '';
  const euros = Math.trunc(cents / 100);
  const rest = cents % 100;
  return rest === 0 ? String(euros) : `${euros}${decimal}${String(rest).padStart(2, '0')}`;
}

/** The decimal separator an amount is typed with in the interface language. */
export function decimalOf(locale: string): ',' | '.' {
  return locale.startsWith('en') ? '.' : ',';
}
