import type { Executor } from '../db/client.js';
import { authAccounts, authUsers } from '../db/schema/index.js';

export interface PasswordUser {
  name: string;
  email: string;
  /** The password's hash, from better-auth's own hasher. */
  passwordHash: string;
  locale?: string;
  role?: string;
}

/**
 * A user with a verified e-mail who signs in with a password, written as better-auth writes one
 * (the user, and its `credential` account). For the demo sign-ins and the benchmarks' founders;
 * people sign up through better-auth. Returns the user's id.
 */
export async function insertPasswordUser(tx: Executor, user: PasswordUser): Promise<string> {
  const userId = crypto.randomUUID();
  await tx.insert(authUsers).values({
    id: userId,
    name: user.name,
    email: user.email,
    emailVerified: true,
    locale: user.locale,
    ...(user.role ? { role: user.role } : {}),
  });
  await tx.insert(authAccounts).values({
    id: crypto.randomUUID(),
    accountId: userId,
    providerId: 'credential',
    userId,
    password: user.passwordHash,
  });
  return userId;
}
