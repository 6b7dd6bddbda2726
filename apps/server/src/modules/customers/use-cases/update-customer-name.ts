import { customerNameSchema, DomainError, ErrorCode } from '@foundly/domain';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../app-context.js';
import { authUsers } from '../../../db/schema/index.js';
import type { Caller } from '../../../rpc/caller.js';
import { updateCustomer } from '../customers.repository.js';
import { requireCustomer } from './require-customer.js';

/** Renames the customer, and the signed-in user with it so that both stay in step. */
export async function updateCustomerName(app: AppContext, caller: Caller, rawName: string) {
  const parsed = customerNameSchema.safeParse(rawName);
  if (!parsed.success) {
    throw new DomainError(ErrorCode.InvalidArgument, 'Invalid name', [
      {
        field: 'name',
        message: parsed.error.issues[0]?.message ?? 'settings.account.nameRequired',
      },
    ]);
  }
  const customer = await app.db.transaction(async (tx) => {
    await requireCustomer(tx, caller.userId);
    await tx
      .update(authUsers)
      .set({ name: parsed.data, updatedAt: new Date() })
      .where(eq(authUsers.id, caller.userId));
    return (await updateCustomer(tx, caller.userId, { name: parsed.data }))!;
  });
  // The signed-in person's name is part of the resolved session.
  app.sessions.clear();
  return customer;
}
