import { createMessageLoader } from '@foundly/domain';
import type { Messages } from './message-types.js';

/** Each language's messages, a chunk of their own, imported once. */
const loader = createMessageLoader<Messages>({
  'en-gb': () => import('../../locales/en-gb/index.js'),
  'fr-fr': () => import('../../locales/fr-fr/index.js'),
  'es-es': () => import('../../locales/es-es/index.js'),
});

export const loadMessages = loader.load;
export const getLoadedMessages = loader.getLoaded;
