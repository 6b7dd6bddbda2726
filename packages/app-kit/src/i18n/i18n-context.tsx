import { interpolate, lookupMessage, type Locale, type TranslateParams } from '@foundly/domain';
import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';

export type TranslateFunction<Key extends string = string> = (
  key: Key,
  params?: TranslateParams,
) => string;

/** The current language and its translate functions; `Key` is the app's message keys. */
export interface I18n<Key extends string = string> {
  locale: Locale;
  t: TranslateFunction<Key>;
  /** Translates a key known only at run time (error reasons, enum names); else `fallback`. */
  tDynamic(key: string, fallback: string, params?: TranslateParams): string;
}

const I18nContext = createContext<I18n | null>(null);

/**
 * The language of the screens below and the app's messages in it, as the app
 * decided them (the customer app from the path, the back-office from the
 * operator's choice). Writes the language on `<html lang>` once mounted.
 */
export function I18nProvider({
  locale,
  messages,
  usedKeys,
  children,
}: {
  locale: Locale;
  messages: object;
  /** Collects each key looked up (the server's render of a page). */
  usedKeys?: Set<string> | undefined;
  children: ReactNode;
}) {
  useEffect(() => {
    document.documentElement.lang = locale.slice(0, 2);
  }, [locale]);
  const value = useMemo<I18n>(() => {
    const find = (key: string) => {
      usedKeys?.add(key);
      return lookupMessage(messages, key);
    };
    return {
      locale,
      t: (key, params) => interpolate(find(key) ?? key, params),
      tDynamic: (key, fallback, params) => interpolate(find(key) ?? fallback, params),
    };
  }, [locale, messages, usedKeys]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/**
 * The current language and its translate functions, with any string as a
 * key: each app gives it the type of its own keys (`app/i18n/index.ts`).
 */
export function useI18n(): I18n {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n must be used inside I18nProvider');
  return value;
}
