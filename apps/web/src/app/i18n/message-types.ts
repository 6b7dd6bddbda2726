import type { MessageKeyOf, MessagesLike } from '@foundly/app-kit/message-types';
import type enGb from '../../locales/en-gb/index.js';

/** The shape every language must fill: the English messages with any string allowed. */
export type Messages = MessagesLike<typeof enGb>;

/** Every translation key, e.g. `settings.password.mismatch`. */
export type MessageKey = MessageKeyOf<Messages>;
