/**
 * A `returnTo` target that stays on this site: a path starting with one
 * slash. Anything else (another host, `//host`, a script URL) gives '/'.
 */
export function sanitizeReturnTo(value: string | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\'))
    return '/';
  return value;
}
