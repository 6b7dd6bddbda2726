import type { AppContext } from '../../../app-context.js';
import type { Caller } from '../../../rpc/caller.js';
import { updateCustomer } from '../customers.repository.js';
import { requireCustomer } from './require-customer.js';

/** Saves the notification preferences (marketing e-mails). */
export async function updateCustomerSettings(
  app: AppContext,
  caller: Caller,
  settings: { marketingEmails: boolean },
) {
  return app.db.transaction(async (tx) => {
    await requireCustomer(tx, caller.userId);
    return (await updateCustomer(tx, caller.userId, {
      marketingEmails: settings.marketingEmails,
    }))!;
  });
}
