/**
 * Avatar initials: the first letter of the first and of the last word of the
 * name, or the first two letters of the e-mail when there is no name.
 */
export function getInitials(name: string | undefined, email: string): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return email.trim().slice(0, 2).toUpperCase();
  const first = words[0] ?? '';
  const last = words[words.length - 1] ?? '';
  const letters = words.length === 1 ? first.charAt(0) : first.charAt(0) + last.charAt(0);
  return letters.toUpperCase();
}

/** The first word of a name, for greetings; empty when there is no name. */
export function getFirstName(name: string | undefined): string {
  return (name ?? '').trim().split(/\s+/)[0] ?? '';
}
