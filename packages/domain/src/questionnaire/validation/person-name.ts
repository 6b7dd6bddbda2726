/** Letters of any script (with their accents), spaces, hyphens and apostrophes. */
const NAME = /^[\p{L}\p{M} '’-]+$/u;

/**
 * Whether a text can be a person's name as the civil status writes it:
 * letters of any script (Zoé, Łukasz, Nguyễn, Мария), spaces, hyphens and
 * apostrophes (N'Diaye, O’Brien), with at least one letter. Digits and other
 * signs are refused.
 */
export function isPersonName(text: string): boolean {
  return NAME.test(text) && /\p{L}/u.test(text);
}
