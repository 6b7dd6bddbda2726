/**
 * The número de la Seguridad Social (NUSS, also called NAF, número de
 * afiliación) as the Tesorería General de la Seguridad Social assigns it:
 * 2 digits of province, the sequence number, and 2 control digits. Numbers
 * assigned since the sequence outgrew 7 digits have 12 digits (8 of
 * sequence); older ones, still valid, have 11 (7 of sequence). The control
 * is the province and the sequence read as one number, modulo 97, where a
 * sequence below 10,000,000 counts as 7 digits: 28/1234567/42 and
 * 28/01234567/42 are the same number (281234567 mod 97 = 42).
 */
const NUSS = /^(\d{2})(\d{7,8})(\d{2})$/;

/**
 * The longest number the field takes as typed: the 12 digits with the
 * separators people copy from the card or a payslip (28 / 12345678 / 40 has
 * 18 characters), with room for a stray space.
 */
export const NUSS_MAX_TYPED_LENGTH = 24;

/**
 * The number as typed, without spaces, slashes, hyphens and dots
 * (28/1234567/42 → 28123456742, 28.12345678.40 → 281234567840).
 */
export function normaliseNuss(input: string): string {
  return input.replace(/[\s/.-]+/g, '');
}

/** Why a social security number is refused: its length (or a non-digit), or its control digits. */
export type NussProblem = 'length' | 'control';

/** The two control digits of a province and sequence number. */
export function computeNussControl(province: string, sequence: string): number {
  const number = Number(sequence);
  const base = number < 10_000_000 ? Number(province) * 10_000_000 : Number(province) * 100_000_000;
  return (base + number) % 97;
}

/** What is wrong with a social security number, undefined when it is valid. */
export function getNussProblem(input: string): NussProblem | undefined {
  const match = NUSS.exec(normaliseNuss(input));
  if (!match) return 'length';
  const [, province, sequence, control] = match;
  return computeNussControl(province!, sequence!) === Number(control) ? undefined : 'control';
}

/** Whether a social security number has 11 or 12 digits and its control digits match. */
export function isValidNuss(input: string): boolean {
  return getNussProblem(input) === undefined;
}
