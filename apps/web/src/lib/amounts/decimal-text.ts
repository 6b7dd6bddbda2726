/**
 * Numbers typed in the form, read exactly: a decimal text becomes an integer count of its
 * smallest step (cents, thousandths of a unit, hundredths of a percent) without going through
 * binary floating point, so "0.1" + "0.2" never becomes 0.30000000000000004 on an invoice.
 * A comma or a point is the decimal separator ("12,5", "12.5") and spaces are ignored
 * ("1 234,56"); other thousands separators are refused rather than guessed.
 */

/** Spaces people and browsers put inside numbers: plain, no-break and narrow no-break. */
const SPACES = /[\s\u00a0\u202f]/g;

/**
 * `text` as an integer number of 10^-`decimals` steps: "12,5" with 2 decimals is 1250n.
 * Undefined when it is not a decimal number with at most `decimals` decimals, or is negative
 * while `allowNegative` is false.
 */
export function parseScaled(
  text: string,
  decimals: number,
  { allowNegative = false }: { allowNegative?: boolean } = {},
): bigint | undefined {
  const normalised = text.replace(SPACES, '').replace(',', '.');
  const match = /^(-?)(\d+)(?:\.(\d*))?$/.exec(normalised) ?? /^(-?)()\.(\d+)$/.exec(normalised);
  if (!match) return undefined;
  const [, sign = '', whole = '', fraction = ''] = match;
  if (fraction.length > decimals) return undefined;
  if (sign && !allowNegative) return undefined;
  const digits = BigInt(`${whole || '0'}${fraction.padEnd(decimals, '0')}`);
  return sign ? -digits : digits;
}

/** `value` steps of 10^-`decimals` written as a decimal text, without trailing zeros: 1250n, 2 → "12.5". */
export function formatScaled(value: bigint, decimals: number, minimumDecimals = 0): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  let fraction = digits.slice(digits.length - decimals);
  while (fraction.length > minimumDecimals && fraction.endsWith('0'))
    fraction = fraction.slice(0, -1);
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}
