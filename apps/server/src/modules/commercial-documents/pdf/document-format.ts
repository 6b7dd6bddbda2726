import { isLocale, type InvoicingCountry, type Locale } from '@foundly/domain';
import type { CommercialDocument, PostalAddress } from '@foundly/proto';

/**
 * The language a document is printed in: its own (`content.language`), or
 * English when it names none the product speaks.
 */
export function getDocumentLanguage(document: CommercialDocument): Locale {
  const language = document.content?.language ?? '';
  return isLocale(language) ? language : 'en-gb';
}

/**
 * Whose invoicing law applies: the seller's country when the document has
 * its seller (frozen at issue; a Spanish autónomo's has their NIF), else the
 * currency, which the server sets from the company's country (EUR for
 * France, GBP for the United Kingdom).
 */
export function getInvoicingCountry(document: CommercialDocument): InvoicingCountry {
  if (document.seller?.nif) return 'ES';
  const country = document.seller?.address?.countryCode?.toUpperCase();
  if (country === 'GB' || country === 'UK') return 'UK';
  if (country === 'FR') return 'FR';
  return document.currency.toUpperCase() === 'GBP' ? 'UK' : 'FR';
}

/** ISO 3166-1 alpha-2 of the document's country. */
export function getCountryCode(country: InvoicingCountry): string {
  return country === 'UK' ? 'GB' : country;
}

/** An amount in minor units in the document's currency, e.g. "1 234,50 €", "-£12.00". */
export function formatMoney(amount: bigint, currency: string, language: Locale): string {
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency: currency || 'EUR',
    minimumFractionDigits: 2,
  }).format(Number(amount) / 100);
}

/** A fraction as a percentage, e.g. 0.055 -> "5,5 %". */
export function formatRate(rate: number, language: Locale): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(
    rate,
  );
}

/** A quantity with up to three decimals, e.g. "1,5". */
export function formatQuantity(quantity: number, language: Locale): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 3 }).format(quantity);
}

/** A calendar date (YYYY-MM-DD) as written in the language, e.g. "2 mars 2026". */
export function formatDate(isoDate: string, language: Locale): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (!isoDate || Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/**
 * An address as printed, one line each: street lines, then "75001 Paris" in
 * France or "London" and "SW1A 1AA" on two lines in the UK (Royal Mail's
 * order), then the country when it is not the document's own.
 */
export function formatAddress(
  address: PostalAddress | undefined,
  documentCountry: InvoicingCountry,
  language: Locale,
): string[] {
  if (!address) return [];
  const lines = [address.street1, address.street2].map((line) => line?.trim() ?? '');
  const postalCode = address.postalCode?.trim() ?? '';
  const city = address.city?.trim() ?? '';
  const country = (address.countryCode ?? '').trim().toUpperCase();
  const isBritish = country === 'GB' || (!country && documentCountry === 'UK');
  if (isBritish) lines.push(city, postalCode);
  else lines.push([postalCode, city].filter(Boolean).join(' '));
  if (country && country !== getCountryCode(documentCountry)) {
    lines.push(new Intl.DisplayNames([language], { type: 'region' }).of(country) ?? country);
  }
  return lines.filter(Boolean);
}
