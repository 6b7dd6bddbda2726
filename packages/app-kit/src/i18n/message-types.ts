/*
 * An entry of its own (`@foundly/app-kit/message-types`): the apps' locale files, which the
 * browser journeys read too, type themselves with it without the React half of the package.
 */
type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** The shape every language of an app must fill: its English messages with any string allowed. */
export type MessagesLike<English> = Widen<English>;

type Paths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Paths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every dotted key of a tree of messages, e.g. `settings.password.mismatch`. */
export type MessageKeyOf<Messages> = Paths<Messages>;
