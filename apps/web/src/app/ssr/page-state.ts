import type { Locale } from '@foundly/domain';
import type { DehydratedState } from '@tanstack/react-query';

/** The id of the script element that carries a server-rendered page's state. */
export const PAGE_STATE_ELEMENT_ID = 'page-state';

/**
 * What a page rendered on the server hands to the browser so that it hydrates
 * without asking again: the language it was rendered in, the messages of that
 * language the page used (the rest loads once it is live), and the query
 * cache (the RPC answers, the signed-in person, the public configuration).
 */
export interface PageState {
  locale: Locale;
  messages: Record<string, unknown>;
  queries: DehydratedState;
}

/**
 * The state as the text of a JSON script element. Protobuf messages hold
 * 64-bit integers as bigint and bytes as Uint8Array, which JSON has not:
 * they are tagged. `<`, and the line separators JavaScript once refused, are
 * escaped, so that no value (a company name with `</script>` in it) can end
 * the element early.
 */
export function serializePageState(state: PageState): string {
  return JSON.stringify(state, (_key, value: unknown) => {
    if (typeof value === 'bigint') return { $bigint: value.toString() };
    if (value instanceof Uint8Array) return { $bytes: Array.from(value) };
    return value;
  }).replace(
    /[<\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** Reads what `serializePageState` wrote. */
export function parsePageState(text: string): PageState {
  return JSON.parse(text, (_key, value: unknown) => {
    if (value && typeof value === 'object') {
      if ('$bigint' in value && typeof value.$bigint === 'string') return BigInt(value.$bigint);
      if ('$bytes' in value && Array.isArray(value.$bytes)) return Uint8Array.from(value.$bytes);
    }
    return value;
  }) as PageState;
}
