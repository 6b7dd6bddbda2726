import type { Executor } from '../../db/client.js';
import { orders } from '../../db/schema/index.js';

/** A demo order waiting for its questionnaire, so that the areas have something to show. */
export async function insertDemoOrder(
  db: Executor,
  order: {
    accountId: string;
    customerId: string;
    countryCode: string;
    legalForm: string;
    companyName: string;
    billingProducts: string[];
  },
) {
  await db.insert(orders).values({ id: crypto.randomUUID(), status: 'PLACED', ...order });
}
