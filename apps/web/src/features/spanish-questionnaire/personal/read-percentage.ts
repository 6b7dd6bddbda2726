const PERCENTAGE = /^\d+(?:[.,]\d+)?$/;

/**
 * The percentage as typed, with a decimal comma (Spain) or point and an
 * optional '%': 0 when nothing is typed, since the deduction is optional,
 * NaN when it is not a number.
 */
export function readPercentage(typed: string): number {
  const text = typed.trim().replace(/\s*%$/, '');
  if (text === '') return 0;
  return PERCENTAGE.test(text) ? Number(text.replace(',', '.')) : Number.NaN;
}
