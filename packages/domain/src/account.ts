/**
 * The account in use: one customer has one account, and when there are
 * several the most recently created one is used (spec 01 §4).
 */
export function pickCurrentAccount<T extends { createdAt: bigint | number }>(
  accounts: readonly T[],
): T | undefined {
  let current: T | undefined;
  for (const account of accounts) {
    if (!current || account.createdAt > current.createdAt) current = account;
  }
  return current;
}
