import type { AppContext } from '../../../app-context.js';
import type { Caller } from '../../../rpc/caller.js';
import { countUnreadOfCustomer, findCustomerOfUser } from '../support-chat.repository.js';

/** How many team messages the caller has not read (0 before they have a customer record). */
export async function countFounderUnread(app: AppContext, caller: Caller): Promise<number> {
  const customer = await findCustomerOfUser(app.db, caller.userId);
  return customer ? countUnreadOfCustomer(app.db, customer.id) : 0;
}
