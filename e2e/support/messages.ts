import opsEnGb from '../../apps/ops/src/locales/en-gb/index.js';
import opsEsEs from '../../apps/ops/src/locales/es-es/index.js';
import opsFrFr from '../../apps/ops/src/locales/fr-fr/index.js';
import enGb from '../../apps/web/src/locales/en-gb/index.js';
import esEs from '../../apps/web/src/locales/es-es/index.js';
import frFr from '../../apps/web/src/locales/fr-fr/index.js';

/**
 * The web app's own messages in each language: the journeys find the words the pages show
 * through them, not through copies that could drift from what the pages say.
 */
export const WEB_MESSAGES = { 'en-gb': enGb, 'fr-fr': frFr, 'es-es': esEs };

export type WebLocale = keyof typeof WEB_MESSAGES;

/** The back-office's own messages in each language. */
export const OPS_MESSAGES = { 'en-gb': opsEnGb, 'fr-fr': opsFrFr, 'es-es': opsEsEs };

/** The messages of one language. */
export type WebMessages = (typeof WEB_MESSAGES)[WebLocale];

/** One message in each language, e.g. `byLocale((messages) => messages.settings.title)`. */
export function byLocale<T>(pick: (messages: WebMessages) => T): Record<WebLocale, T> {
  return {
    'en-gb': pick(WEB_MESSAGES['en-gb']),
    'fr-fr': pick(WEB_MESSAGES['fr-fr']),
    'es-es': pick(WEB_MESSAGES['es-es']),
  };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A `{name}` placeholder once its message is escaped: `\{name\}`. */
const ESCAPED_PLACEHOLDER = /\\\{(\w+)\\\}/g;

/** A message with its `{name}` placeholders filled, as the pages fill them. */
export function fill(message: string, values: Record<string, string>): string {
  return message.replace(/\{(\w+)\}/g, (placeholder, name: string) => values[name] ?? placeholder);
}

/** The start of a message, up to its first placeholder: 'Hello {name}' gives /^Hello /. */
export function startOf(message: string): RegExp {
  return new RegExp(`^${escapeRegExp(message.split('{')[0]!)}`);
}

/**
 * The whole text of a message whose `{name}` placeholders hold euro amounts, formatted as the
 * page formats them in `locale` (no cents); a space in an amount matches any space, since French
 * amounts are grouped by a narrow no-break space.
 */
export function withEuros(
  locale: WebLocale,
  message: string,
  amounts: Record<string, number>,
): RegExp {
  const euros = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
  });
  const amount = (name: string) => escapeRegExp(euros.format(amounts[name]!)).replace(/\s/g, '\\s');
  return new RegExp(
    `^${escapeRegExp(message).replace(ESCAPED_PLACEHOLDER, (_, name: string) => amount(name))}$`,
  );
}
