/**
 * The cookie a person's chosen language is kept in, read by the browser and
 * by the server (which renders the pages outside the areas in it).
 */
export const LOCALE_COOKIE = 'ui-locale';

/** The value of one cookie in a Cookie header (or `document.cookie`), decoded; undefined if absent. */
export function readCookie(cookies: string | undefined, name: string): string | undefined {
  for (const pair of (cookies ?? '').split(';')) {
    const [key, ...value] = pair.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(value.join('='));
    } catch {
      return undefined;
    }
  }
  return undefined;
}
