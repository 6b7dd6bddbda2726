import { useMemo } from 'react';
import { useI18n } from '../app/i18n/index.js';

/** Seconds since the Unix epoch, as the contracts send them; 0 means "not yet". */
type EpochSeconds = bigint | number;

/** Dates, amounts and sizes written the way the chosen language writes them. */
export function useFormat() {
  const { locale } = useI18n();
  return useMemo(() => {
    const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
    const toDate = (seconds: EpochSeconds) => new Date(Number(seconds) * 1000);
    return {
      dateTime: (seconds: EpochSeconds) =>
        Number(seconds) > 0 ? dateTime.format(toDate(seconds)) : '—',
      date: (seconds: EpochSeconds) => (Number(seconds) > 0 ? date.format(toDate(seconds)) : '—'),
      /** The machine-readable form for a <time> element. */
      iso: (seconds: EpochSeconds) => toDate(seconds).toISOString(),
      /** An amount in cents, e.g. 1 000,00 € in French. */
      money: (cents: bigint | number, currency: string) =>
        new Intl.NumberFormat(locale, { style: 'currency', currency: currency || 'EUR' }).format(
          Number(cents) / 100,
        ),
      bytes: (size: EpochSeconds) => {
        const value = Number(size);
        if (value < 1024) return `${number.format(value)} B`;
        if (value < 1024 * 1024) return `${number.format(value / 1024)} KB`;
        return `${number.format(value / (1024 * 1024))} MB`;
      },
    };
  }, [locale]);
}
