import { isLocale, LOCALES, type Locale } from '@foundly/domain';
import { useI18n, useSetLocale } from '../app/i18n/index.js';

/** Each language named in itself, so that anyone can find theirs. */
const LANGUAGE_NAMES: Record<Locale, string> = {
  'en-gb': 'English',
  'fr-fr': 'Français',
  'es-es': 'Español',
};

/** The operator's choice of language, kept in localStorage `ops-locale`. */
export function LanguageSelect() {
  const { t, locale } = useI18n();
  const setLocale = useSetLocale();
  return (
    <label className="flex items-center gap-2 text-sm">
      <span className="sr-only sm:not-sr-only">{t('common.language')}</span>
      <select
        value={locale}
        onChange={(event) => {
          const next = event.target.value;
          if (isLocale(next)) void setLocale(next);
        }}
        className="min-h-11 rounded-lg border border-line bg-surface-raised px-2 text-ink focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code.slice(0, 2)}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </label>
  );
}
