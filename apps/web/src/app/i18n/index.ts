export { I18nProvider } from '@foundly/app-kit';
export { useI18n, type TranslateFunction } from './use-i18n.js';
export { loadMessages, getLoadedMessages } from './load-messages.js';
export { detectLocale, storeLocale } from './detect-locale.js';
export type { MessageKey, Messages } from './message-types.js';
