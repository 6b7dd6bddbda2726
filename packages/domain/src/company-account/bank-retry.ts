/** The wait after the first failure to reach the bank; each further failure doubles it. */
const FIRST_BANK_RETRY_SECONDS = 30;
/** The longest wait between two tries: an outage of the bank is waited out, hourly. */
const MAX_BANK_RETRY_SECONDS = 60 * 60;
/** From this many failed tries on, each failure is logged as an error for an operator. */
export const BANK_ATTEMPTS_BEFORE_ALERT = 8;

/**
 * When to ask the bank again to open a paid subscription's onboarding after
 * its `attempts`-th try failed (1 for the first): 30 s, doubling, at most
 * hourly, and never given up, because the founder has paid for it.
 */
export function getBankRetryDelaySeconds(attempts: number): number {
  const exponent = Math.max(0, attempts - 1);
  return Math.min(FIRST_BANK_RETRY_SECONDS * 2 ** exponent, MAX_BANK_RETRY_SECONDS);
}
