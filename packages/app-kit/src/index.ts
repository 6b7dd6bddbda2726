export { I18nProvider, useI18n, type I18n, type TranslateFunction } from './i18n/i18n-context.js';
export {
  preferredLocale,
  readStoredLocale,
  storeLocaleIn,
  type LocalePreference,
} from './i18n/locale-preference.js';
export { Code, RpcError, type FieldViolation } from './rpc/rpc-error.js';
export {
  isPermissionDenied,
  isUnauthenticated,
  readRpcFailure,
  type RpcFailure,
} from './rpc/read-rpc-failure.js';
export { createAppQueryClient, type AppQueryClientOptions } from './query-client.js';
export type { AppRouterContext } from './router-context.js';
export { ScreenCard } from './screens/screen-card.js';
export { ErrorScreen, type ErrorScreenProps } from './screens/error-screen.js';
export { computeFileSha256 } from './upload/file-sha256.js';
export { putFile, StorageRefusal } from './upload/put-file.js';
