import { Currency } from '@foundly/proto';

/** The currencies an estimate can be given in (spec 02 §2), by ISO 4217 code. */
export const CURRENCIES = [
  { code: 'EUR', value: Currency.EUR },
  { code: 'USD', value: Currency.USD },
  { code: 'GBP', value: Currency.GBP },
] as const;

export type CurrencyCode = (typeof CURRENCIES)[number]['code'];

/** The ISO code of a saved currency; undefined when none was chosen. */
export function getCurrencyCode(currency: Currency | undefined): CurrencyCode | undefined {
  return CURRENCIES.find((candidate) => candidate.value === currency)?.code;
}
