/** How many times an e-mail is tried before it is given up on and marked failed. */
export const EMAIL_MAX_ATTEMPTS = 8;

/** The wait after the first failure; each further failure doubles it. */
const FIRST_RETRY_DELAY_SECONDS = 60;

/**
 * The longest wait between two attempts: an SMTP relay that refuses mail for a
 * while (greylisting, a quota, an outage) is retried at least hourly, so that
 * the 8 attempts span about 3 hours 7 minutes before we give up.
 */
const MAX_RETRY_DELAY_SECONDS = 60 * 60;

/** What to do with an e-mail whose delivery just failed. */
export type EmailRetry = { kind: 'retry'; delaySeconds: number } | { kind: 'give-up' };

/**
 * Whether and when to try an e-mail again after its `attempts`-th attempt
 * failed (1 for the first): 1 min, 2, 4, 8, 16, 32, then hourly, and no
 * further try after the 8th attempt.
 */
export function getEmailRetry(attempts: number): EmailRetry {
  if (attempts >= EMAIL_MAX_ATTEMPTS) return { kind: 'give-up' };
  const exponent = Math.max(0, attempts - 1);
  return {
    kind: 'retry',
    delaySeconds: Math.min(FIRST_RETRY_DELAY_SECONDS * 2 ** exponent, MAX_RETRY_DELAY_SECONDS),
  };
}
