import type { Executor } from '../../db/client.js';
import { orders } from '../../db/schema/index.js';

/** A demo order in its demo status, so that the areas have something to show. */
export async function insertDemoOrder(
  db: Executor,
  order: {
    accountId: string;
    customerId: string;
    countryCode: string;
    legalForm: string;
    companyName: string;
    billingProducts: string[];
    status: string;
    questionnaire: Record<string, unknown>;
  },
) {
  await db.insert(orders).values({ id: crypto.randomUUID(), ...order });
}
