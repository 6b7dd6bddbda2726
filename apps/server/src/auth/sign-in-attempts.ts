import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { authSignInAttempts } from '../db/schema/index.js';

/**
 * Sign-in attempts one account may receive in a window, from any number of
 * addresses: an attacker who rotates addresses (or sits behind many) gets ten
 * guesses a quarter of an hour per account, not per address. A success starts
 * afresh. The owner may be kept waiting by someone guessing at their account;
 * that is the price of not letting the guessing go on.
 */
export const SIGN_IN_ATTEMPTS_PER_WINDOW = 10;
export const SIGN_IN_WINDOW_SECONDS = 15 * 60;

/** How an account's attempt went: allowed, or refused until `retryAfterSeconds` have passed. */
export type SignInAttempt = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** The form an address is counted under: trimmed and in lower case, as sign-in matches it. */
export function normaliseSignInEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Counts one attempt on the account and says whether it may go ahead. One
 * statement, so that two instances (or two requests) counting at the same
 * moment both count.
 */
export async function countSignInAttempt(
  db: Database,
  email: string,
  now: Date,
): Promise<SignInAttempt> {
  const windowStart = new Date(now.getTime() - SIGN_IN_WINDOW_SECONDS * 1000);
  const expired = sql`${authSignInAttempts.windowStartedAt} <= ${windowStart.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(authSignInAttempts)
    .values({ email: normaliseSignInEmail(email), attempts: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: authSignInAttempts.email,
      set: {
        attempts: sql`CASE WHEN ${expired} THEN 1 ELSE ${authSignInAttempts.attempts} + 1 END`,
        windowStartedAt: sql`CASE WHEN ${expired} THEN ${now.toISOString()}::timestamptz ELSE ${authSignInAttempts.windowStartedAt} END`,
      },
    })
    .returning();
  if (!row || row.attempts <= SIGN_IN_ATTEMPTS_PER_WINDOW) return { allowed: true };
  const endsAt = new Date(row.windowStartedAt).getTime() + SIGN_IN_WINDOW_SECONDS * 1000;
  return {
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000)),
  };
}

/** Forgets the account's attempts after a successful sign-in. */
export async function clearSignInAttempts(db: Database, email: string): Promise<void> {
  await db
    .delete(authSignInAttempts)
    .where(eq(authSignInAttempts.email, normaliseSignInEmail(email)));
}
