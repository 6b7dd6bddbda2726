import type { Locale } from '@foundly/domain';
import type { Messages } from './message-types.js';

const loaders: Record<Locale, () => Promise<{ default: Messages }>> = {
  'en-gb': () => import('../../locales/en-gb/index.js'),
  'fr-fr': () => import('../../locales/fr-fr/index.js'),
  'es-es': () => import('../../locales/es-es/index.js'),
};

const cache = new Map<Locale, Messages>();

/** Loads a language's messages once; later calls return the cached copy. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const cached = cache.get(locale);
  if (cached) return cached;
  const messages = (await loaders[locale]()).default;
  cache.set(locale, messages);
  return messages;
}
