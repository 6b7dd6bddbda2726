/**
 * Integer cents in euros in the reader's language: -123450n in es-es is
 * "-1234,50 €". The amount reaches Intl as an exact decimal text, never as a
 * binary float.
 */
export function formatEuros(cents: bigint, locale: string): string {
  const negative = cents < 0n;
  const absolute = negative ? -cents : cents;
  const text = `${negative ? '-' : ''}${absolute / 100n}.${String(absolute % 100n).padStart(2, '0')}`;
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(
    text as Intl.StringNumericLiteral,
  );
}

/** A fraction as a percentage in the reader's language: 0.21 in fr-fr is "21 %". */
export function formatPercent(fraction: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(
    fraction,
  );
}

/** YYYY-MM-DD as the Spanish forms write it: DD/MM/YYYY. */
export function formatDay(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year}`;
}
