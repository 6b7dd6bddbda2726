import { I18nProvider } from '@foundly/app-kit';
import type { Locale } from '@foundly/domain';
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { storeLocale } from './detect-locale.js';
import { loadMessages } from './load-messages.js';
import type { Messages } from './message-types.js';

type SetLocale = (locale: Locale) => Promise<void>;

const SetLocaleContext = createContext<SetLocale | null>(null);

/** The language of the back-office, which the operator may change at any time. */
export function LanguageProvider({
  locale,
  messages,
  children,
}: {
  locale: Locale;
  messages: Messages;
  children: ReactNode;
}) {
  const [current, setCurrent] = useState({ locale, messages });
  const setLocale = useCallback(async (next: Locale) => {
    const nextMessages = await loadMessages(next);
    storeLocale(next);
    setCurrent({ locale: next, messages: nextMessages });
  }, []);
  return (
    <SetLocaleContext value={setLocale}>
      <I18nProvider locale={current.locale} messages={current.messages}>
        {children}
      </I18nProvider>
    </SetLocaleContext>
  );
}

/** Switches the language (loading its messages first) and remembers the choice. */
export function useSetLocale(): SetLocale {
  const setLocale = useContext(SetLocaleContext);
  if (!setLocale) throw new Error('useSetLocale must be used inside LanguageProvider');
  return setLocale;
}
