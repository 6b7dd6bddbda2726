const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 3_600_000;

/**
 * When a background task tries again after its `attempts`-th failure: 30 s after the first,
 * doubling, at most an hour, so that an outage of a partner (the bank, the signing partner,
 * the AEAT) is waited out without hammering it.
 */
export function getRetryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);
}
