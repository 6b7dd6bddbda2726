import { interpolate, lookupMessage, type Locale, type TranslateParams } from '@foundly/domain';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { storeLocale } from './detect-locale.js';
import { loadMessages } from './load-messages.js';
import type { MessageKey, Messages } from './message-types.js';

export type TranslateFunction = (key: MessageKey, params?: TranslateParams) => string;

interface I18nValue {
  locale: Locale;
  t: TranslateFunction;
  /** Translates a key known only at run time (error reasons, enum names); else `fallback`. */
  tDynamic(key: string, fallback: string, params?: TranslateParams): string;
  /** Switches the language (loading its messages first) and remembers the choice. */
  setLocale(locale: Locale): Promise<void>;
}

const I18nContext = createContext<I18nValue | null>(null);

/** The language of the back-office, which the operator may change at any time. */
export function I18nProvider({
  locale: initialLocale,
  messages: initialMessages,
  children,
}: {
  locale: Locale;
  messages: Messages;
  children: ReactNode;
}) {
  const [current, setCurrent] = useState({ locale: initialLocale, messages: initialMessages });

  useEffect(() => {
    document.documentElement.lang = current.locale.slice(0, 2);
  }, [current.locale]);

  const setLocale = useCallback(async (locale: Locale) => {
    const messages = await loadMessages(locale);
    storeLocale(locale);
    setCurrent({ locale, messages });
  }, []);

  const value = useMemo<I18nValue>(
    () => ({
      locale: current.locale,
      t: (key, params) => interpolate(lookupMessage(current.messages, key) ?? key, params),
      tDynamic: (key, fallback, params) =>
        interpolate(lookupMessage(current.messages, key) ?? fallback, params),
      setLocale,
    }),
    [current, setLocale],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** The current language and its translate function. */
export function useI18n(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n must be used inside I18nProvider');
  return value;
}
