import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { insertPasswordUser } from '../../auth/insert-password-user.js';
import { authUsers } from '../../db/schema/index.js';
import { insertAccount } from '../accounts/index.js';
import { insertCustomerIfMissing } from '../customers/index.js';
import {
  insertOrder,
  toCountryCodeName,
  toLegalFormName,
  toStatusName,
} from '../order-records/index.js';
import { OPERATOR_ROLE } from '../backoffice/index.js';
import { createCapitalDeposit } from '../banking/index.js';
import { DEMO_OPERATOR, DEMO_PASSWORD, DEMO_USERS } from './demo-users.js';

/** Seeds the demo operator, once, with a password sign-in. */
async function seedDemoOperator(app: AppContext, hash: string) {
  await app.db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: authUsers.id })
      .from(authUsers)
      .where(eq(authUsers.email, DEMO_OPERATOR.email));
    if (existing) return;
    await insertPasswordUser(tx, {
      name: DEMO_OPERATOR.name,
      email: DEMO_OPERATOR.email,
      locale: DEMO_OPERATOR.locale,
      role: OPERATOR_ROLE,
      passwordHash: hash,
    });
  });
}

/** Seeds the demo sign-ins once; a second start finds them and changes nothing. */
export async function seedDemo(app: AppContext): Promise<typeof DEMO_USERS> {
  const authContext = await app.auth.$context;
  const hash = await authContext.password.hash(DEMO_PASSWORD);
  await seedDemoOperator(app, hash);
  for (const demo of DEMO_USERS) {
    await app.db.transaction(async (tx) => {
      const [existing] = await tx
        .select({ id: authUsers.id })
        .from(authUsers)
        .where(eq(authUsers.email, demo.email));
      if (existing) return;
      const userId = await insertPasswordUser(tx, {
        name: demo.name,
        email: demo.email,
        locale: demo.locale,
        passwordHash: hash,
      });
      const customer = await insertCustomerIfMissing(tx, {
        userId,
        name: demo.name,
        email: demo.email,
      });
      const country = toCountryCodeName(demo.country);
      const accountId = await insertAccount(tx, {
        countryCode: country,
        userId,
        createdAt: new Date(),
      });
      const order = await insertOrder(tx, {
        accountId,
        customerId: customer!.id,
        countryCode: country,
        legalForm: toLegalFormName(demo.legalForm),
        companyName: demo.companyName,
        billingProducts: demo.billingProducts,
        status: toStatusName(demo.status),
        questionnaire: demo.questionnaire,
      });
      // A file seeded at the deposit has its deposit, as one moved there would (opened by the worker).
      if (order.status === 'AWAITING_CD') await createCapitalDeposit(tx, app, order);
    });
  }
  return DEMO_USERS;
}
