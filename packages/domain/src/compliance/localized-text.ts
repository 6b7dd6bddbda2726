import type { Locale } from '../locale.js';

/** A text of the compliance content in each language of the product. */
export type LocalizedText = Readonly<Record<Locale, string>>;

/** The text in a language. */
export function localize(text: LocalizedText, locale: Locale): string {
  return text[locale];
}
