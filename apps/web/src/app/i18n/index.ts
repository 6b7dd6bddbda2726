export { I18nProvider, useI18n, type TranslateFunction } from './i18n-context.js';
export { loadMessages, getLoadedMessages } from './load-messages.js';
export { detectLocale, storeLocale } from './detect-locale.js';
export type { MessageKey, Messages } from './message-types.js';
