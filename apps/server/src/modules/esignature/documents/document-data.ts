import type { FullName, PostalAddress, SpanishAddress } from '@foundly/domain';

/** What each generated document is; the signed copy becomes a document of this kind's type. */
export type SignatureDocumentKind =
  'articles' | 'micro_declaration' | 'mandate_aeat_tgss' | 'mandate_company_formation';

/** A PDF generated from the questionnaire, ready to be sent for signature. */
export interface GeneratedDocument {
  kind: SignatureDocumentKind;
  fileName: string;
  bytes: Buffer;
}

export function formatFullName(name: FullName | undefined): string {
  return [name?.first, name?.middle, name?.last].filter(Boolean).join(' ');
}

export function formatPostalAddress(address: PostalAddress | undefined): string {
  if (!address) return '';
  const city = [address.postalCode, address.city].filter(Boolean).join(' ');
  return [address.street1, address.street2, city, address.countryCode].filter(Boolean).join(', ');
}

export function formatSpanishAddress(address: SpanishAddress | undefined): string {
  if (!address) return '';
  const street = [address.streetName, address.streetNumber, address.buildingNumber]
    .filter(Boolean)
    .join(' ');
  return [street, [address.postalCode, address.city].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
}

/** The day a document is made, written out in its language and its country's time zone. */
export function formatLongDate(date: Date, locale: string, timeZone: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone }).format(date);
}

/** A YYYY-MM-DD answer as DD/MM/YYYY, the way French and Spanish forms print dates. */
export function formatDayMonthYear(value: string | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  return match ? `${match[3]}/${match[2]}/${match[1]}` : (value ?? '');
}

export function formatAmount(value: number | undefined, locale: string, currency: string): string {
  if (value === undefined || !Number.isFinite(value)) return '';
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(value);
}
