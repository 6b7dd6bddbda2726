export { LanguageProvider, useSetLocale } from './language-provider.js';
export { useI18n, type TranslateFunction } from './use-i18n.js';
export { loadMessages } from './load-messages.js';
export { detectLocale, storeLocale, LOCALE_STORAGE_KEY } from './detect-locale.js';
export type { MessageKey, Messages } from './message-types.js';
