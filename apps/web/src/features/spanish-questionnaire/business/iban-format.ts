/** The Spanish IBAN format, as a placeholder. */
export const IBAN_PLACEHOLDER = 'ES00 0000 0000 0000 0000 0000';

/** An IBAN printed in groups of 4 characters, as banks print it (ES91 2100 0418 …). */
export function formatIbanGroups(iban: string): string {
  return (
    iban
      .replace(/\s+/g, '')
      .toUpperCase()
      .match(/.{1,4}/g)
      ?.join(' ') ?? ''
  );
}
