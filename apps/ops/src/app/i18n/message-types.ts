import type enGb from '../../locales/en-gb/index.js';

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** The shape every language must fill: the English messages with any string allowed. */
export type Messages = Widen<typeof enGb>;

type Paths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Paths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every translation key, e.g. `orders.filters.country`. */
export type MessageKey = Paths<Messages>;
