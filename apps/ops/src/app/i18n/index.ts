export { I18nProvider, useI18n, type TranslateFunction } from './i18n-context.js';
export { loadMessages } from './load-messages.js';
export { detectLocale, storeLocale, LOCALE_STORAGE_KEY } from './detect-locale.js';
export type { MessageKey, Messages } from './message-types.js';
