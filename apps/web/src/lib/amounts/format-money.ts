import { formatScaled } from './decimal-text.js';

/**
 * An amount in minor units shown in the document's currency and the reader's language:
 * 123450n EUR in fr-fr is "1 234,50 €". The amount reaches Intl as an exact decimal text,
 * never as a binary float.
 */
export function formatMinorUnits(minor: bigint, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: currency || 'EUR',
    minimumFractionDigits: 2,
  }).format(formatScaled(minor, 2, 2) as Intl.StringNumericLiteral);
}

/** A fraction as a percentage in the reader's language: 0.055 in fr-fr is "5,5 %". */
export function formatRate(fraction: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(
    fraction,
  );
}
