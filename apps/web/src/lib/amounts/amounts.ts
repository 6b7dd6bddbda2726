import { formatScaled, parseScaled } from './decimal-text.js';

/** EUR and GBP both have two minor digits (ISO 4217). */
const MONEY_DECIMALS = 2;
/** A quantity has up to three decimals (the contract's LineItem.quantity). */
const QUANTITY_DECIMALS = 3;
/** A rate is typed in percent with up to two decimals: 5.5 %, 8.25 %; a fraction with four. */
const PERCENT_DECIMALS = 2;
const HUNDRED_PERCENT = 100n * 10n ** BigInt(PERCENT_DECIMALS);

/** A price typed in major units ("1 234,50") as minor units (123450n); undefined when unreadable. */
export function parseMoney(text: string, allowNegative = false): bigint | undefined {
  return parseScaled(text, MONEY_DECIMALS, { allowNegative });
}

/** Minor units as the text the form shows for editing: 123450n → "1234.50". */
export function formatMoneyInput(minor: bigint): string {
  return formatScaled(minor, MONEY_DECIMALS, MONEY_DECIMALS);
}

/** A typed quantity ("2,5") as the number sent; negative only when `allowNegative` (credit notes). */
export function parseQuantity(text: string, allowNegative = false): number | undefined {
  const thousandths = parseScaled(text, QUANTITY_DECIMALS, { allowNegative });
  return thousandths === undefined ? undefined : Number(thousandths) / 1000;
}

/** A quantity as the form shows it: 2.5 → "2.5". */
export function formatQuantityInput(quantity: number): string {
  return formatScaled(BigInt(Math.round(quantity * 1000)), QUANTITY_DECIMALS);
}

/**
 * A rate typed as a percentage ("20", "5,5") as the fraction sent (0.2, 0.055): spec 01 §5,
 * "rates are divided by 100 before sending". The division is done on the integer number of
 * hundredths of a percent, so the fraction is the double nearest to the decimal typed.
 * Undefined outside 0–100 % or with more than two decimals.
 */
export function parsePercent(text: string): number | undefined {
  const hundredths = parseScaled(text, PERCENT_DECIMALS);
  if (hundredths === undefined || hundredths > HUNDRED_PERCENT) return undefined;
  return Number(hundredths) / 10_000;
}

/** A fraction as the percentage the form shows: 0.055 → "5.5". */
export function formatPercentInput(fraction: number): string {
  return formatScaled(BigInt(Math.round(fraction * 10_000)), PERCENT_DECIMALS);
}
