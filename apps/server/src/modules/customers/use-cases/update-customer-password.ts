import { DomainError, ErrorCode, newPasswordSchema } from '@foundly/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { AppContext } from '../../../app-context.js';
import { authAccounts, authSessions } from '../../../db/schema/index.js';
import type { Caller } from '../../../rpc/caller.js';
import { requireCustomer } from './require-customer.js';

/**
 * Sets a new password. Only a fresh session may do so (signed in within the
 * configured fresh age): someone at an unlocked computer must not be able to
 * take the account over. Other sessions are signed out.
 */
export async function updateCustomerPassword(app: AppContext, caller: Caller, newPassword: string) {
  const parsed = newPasswordSchema.safeParse(newPassword);
  if (!parsed.success) {
    throw new DomainError(ErrorCode.InvalidArgument, 'Invalid password', [
      {
        field: 'new_password',
        message: parsed.error.issues[0]?.message ?? 'settings.password.newRequired',
      },
    ]);
  }
  const ageSeconds = (app.clock.now().getTime() - caller.sessionCreatedAt.getTime()) / 1000;
  if (ageSeconds > app.config.sessionFreshAgeSeconds) {
    throw new DomainError(
      ErrorCode.ReauthenticationRequired,
      'Sign in again to change your password',
    );
  }
  const authContext = await app.auth.$context;
  const hash = await authContext.password.hash(parsed.data);
  await app.db.transaction(async (tx) => {
    await requireCustomer(tx, caller.userId);
    const now = app.clock.now();
    const updated = await tx
      .update(authAccounts)
      .set({ password: hash, updatedAt: now })
      .where(and(eq(authAccounts.userId, caller.userId), eq(authAccounts.providerId, 'credential')))
      .returning({ id: authAccounts.id });
    if (updated.length === 0) {
      await tx.insert(authAccounts).values({
        id: crypto.randomUUID(),
        accountId: caller.userId,
        providerId: 'credential',
        userId: caller.userId,
        password: hash,
      });
    }
    await tx
      .delete(authSessions)
      .where(
        and(eq(authSessions.userId, caller.userId), ne(authSessions.token, caller.sessionToken)),
      );
  });
  app.sessions.clear();
}
