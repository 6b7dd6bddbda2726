import { cn } from '@foundly/ui';
import { useI18n } from '../../../app/i18n/index.js';

export interface NominalValueProps {
  /** The paid-up capital in euros, NaN or undefined while not typed. */
  capital: number | undefined;
  shares: number | undefined;
  /** The name of a share in the legal form: actions for a SASU, parts sociales for an EURL. */
  kind: 'SASU' | 'EURL';
}

const isPositive = (value: number | undefined): value is number =>
  value !== undefined && Number.isFinite(value) && value > 0;

/**
 * The value of one share as the founder types: the capital divided by the
 * number of shares. The articles state it, so it must be a whole number of
 * cents; otherwise the line says the capital does not divide evenly.
 */
export function NominalValue({ capital, shares, kind }: NominalValueProps) {
  const { t, locale } = useI18n();
  const ready = isPositive(capital) && isPositive(shares) && Number.isInteger(shares);
  const euros = (value: number, fractionDigits: number) =>
    new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    }).format(value);
  const cents = ready ? Math.round(capital * 100) : 0;
  const even = ready && cents % shares === 0;
  const text = !ready
    ? ''
    : even
      ? t(`personalInformation.capital.nominalValue.${kind}`, {
          value: euros(cents / shares / 100, 2),
        })
      : t(`personalInformation.capital.uneven.${kind}`, {
          capital: euros(capital, 0),
          shares: new Intl.NumberFormat(locale).format(shares),
        });
  return (
    <p
      role="status"
      className={cn(
        text ? 'rounded-lg bg-surface-muted px-4 py-3 text-sm font-medium' : 'sr-only',
        even ? 'text-ink' : 'text-danger',
      )}
    >
      {text}
    </p>
  );
}
