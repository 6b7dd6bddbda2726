import {
  useI18n as useSharedI18n,
  type I18n,
  type TranslateFunction as SharedTranslateFunction,
} from '@foundly/app-kit';
import type { MessageKey } from './message-types.js';

/** The current language and its translate functions, with the keys of this app's messages. */
export const useI18n: () => I18n<MessageKey> = useSharedI18n;

export type TranslateFunction = SharedTranslateFunction<MessageKey>;
