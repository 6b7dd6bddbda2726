import { interpolate, lookupMessage, type Locale, type TranslateParams } from '@foundly/domain';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { MessageKey, Messages } from './message-types.js';

export type TranslateFunction = (key: MessageKey, params?: TranslateParams) => string;

interface I18nValue {
  locale: Locale;
  t: TranslateFunction;
  /** Translates a key known only at run time (server error reasons); falls back to `fallback`. */
  tDynamic(key: string, fallback: string, params?: TranslateParams): string;
}

const I18nContext = createContext<I18nValue | null>(null);

export function I18nProvider({
  locale,
  messages,
  usedKeys,
  children,
}: {
  locale: Locale;
  messages: Messages;
  /** Collects each key looked up (the server's render of a page). */
  usedKeys?: Set<string> | undefined;
  children: ReactNode;
}) {
  const value = useMemo<I18nValue>(() => {
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

/** The current language and its translate function. */
export function useI18n(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n must be used inside I18nProvider');
  return value;
}
