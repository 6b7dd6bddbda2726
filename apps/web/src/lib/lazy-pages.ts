import type { ComponentType } from 'react';
import { toReadablePromise, type ReadablePromise } from './readable-promise.js';

/** A page of each country area, loaded when first asked for. */
export type CountryPages<Props> = (country: string) => Promise<ComponentType<Props>>;

/**
 * One route's page per country, each a chunk of its own so that a country's
 * page does not carry the others' code (the Spanish documents' dialogs, the
 * French home's timeline). `fallback` serves the countries not named. The
 * route's loader asks for the page before a rendered page is hydrated; the
 * route then reads it at once (see `toReadablePromise`).
 */
export function countryPages<Props>(
  pages: Readonly<Record<string, () => Promise<ComponentType<Props>>>>,
  fallback: () => Promise<ComponentType<Props>>,
): CountryPages<Props> {
  const loaded = new Map<string, ReadablePromise<ComponentType<Props>>>();
  return (country) => {
    const key = Object.hasOwn(pages, country) ? country : '';
    let page = loaded.get(key);
    if (!page) {
      page = toReadablePromise((pages[key] ?? fallback)());
      loaded.set(key, page);
    }
    return page;
  };
}
