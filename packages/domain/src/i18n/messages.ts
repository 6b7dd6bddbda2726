import { isLocale, type Locale } from '../locale.js';

/** The values of a message's `{name}` placeholders. */
export type TranslateParams = Record<string, string | number>;

/** Finds a dotted key in a tree of messages; undefined when it names no string. */
export function lookupMessage(messages: object, key: string): string | undefined {
  let node: unknown = messages;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * The part of a tree of messages that the given dotted keys name, in the
 * same shape: what a page rendered on the server used, handed to the browser
 * so that it hydrates without the whole language. Unknown keys are skipped.
 */
export function pickMessages(messages: object, keys: Iterable<string>): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const key of keys) {
    const value = lookupMessage(messages, key);
    if (value === undefined) continue;
    const parts = key.split('.');
    let node = picked;
    for (const part of parts.slice(0, -1)) {
      const child = node[part];
      node = (typeof child === 'object' && child !== null ? child : (node[part] = {})) as Record<
        string,
        unknown
      >;
    }
    node[parts.at(-1)!] = value;
  }
  return picked;
}

/** Replaces `{name}` placeholders with their values; an unknown one is left as it is. */
export function interpolate(template: string, params: TranslateParams | undefined): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in params ? String(params[name]) : match,
  );
}

const LANGUAGE_TO_LOCALE: Record<string, Locale> = { en: 'en-gb', fr: 'fr-fr', es: 'es-es' };

/** The first of a browser's languages (`navigator.languages`) the product speaks. */
export function findLocaleOfLanguages(languages: readonly string[]): Locale | undefined {
  for (const language of languages) {
    const locale = LANGUAGE_TO_LOCALE[language.slice(0, 2).toLowerCase()];
    if (locale) return locale;
  }
  return undefined;
}

/** A stored choice of language, when it is one. */
export function readLocale(value: string | null | undefined): Locale | undefined {
  return isLocale(value ?? undefined) ? (value as Locale) : undefined;
}

/**
 * Loads each language's messages once (a lazily imported chunk per
 * language) and keeps them: `load` resolves with the cached copy on later
 * calls, `getLoaded` answers at once with what is already there.
 */
export function createMessageLoader<M>(loaders: Record<Locale, () => Promise<{ default: M }>>): {
  load(locale: Locale): Promise<M>;
  getLoaded(locale: Locale): M | undefined;
} {
  const cache = new Map<Locale, M>();
  return {
    async load(locale) {
      const cached = cache.get(locale);
      if (cached) return cached;
      const messages = (await loaders[locale]()).default;
      cache.set(locale, messages);
      return messages;
    },
    getLoaded: (locale) => cache.get(locale),
  };
}
