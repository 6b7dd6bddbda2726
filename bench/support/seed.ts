/**
 * Founders for a benchmark, created through the server's own use cases: a verified e-mail and
 * password account, the customer, and one order of the given country and legal form.
 */
import { CountryCode, type LegalForm } from '@foundly/proto';
import { buildApp } from '../../apps/server/src/app.js';
import { insertPasswordUser } from '../../apps/server/src/auth/insert-password-user.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { openDatabase } from '../../apps/server/src/db/client.js';
import { getOrCreateCustomer } from '../../apps/server/src/modules/customers/use-cases/get-or-create-customer.js';
import { createOrder } from '../../apps/server/src/modules/orders/index.js';
import type { Caller } from '../../apps/server/src/rpc/caller.js';

export const PASSWORD = 'bench-password-2026';

export interface FounderSpec {
  email: string;
  name: string;
  country: CountryCode;
  legalForm: LegalForm;
}

export interface SeededFounder extends FounderSpec {
  userId: string;
  orderId: string;
}

type App = Awaited<ReturnType<typeof buildApp>>;

/**
 * Opens the database the server will use (migrated), runs `work` with a function that creates one
 * founder, and closes everything. One password hash serves every founder: benchmarks measure
 * reads and pages, not the password hash.
 */
export async function withSeeder<T>(
  environment: NodeJS.ProcessEnv,
  work: (
    createFounder: (spec: FounderSpec) => Promise<SeededFounder>,
    app: App['context'],
  ) => Promise<T>,
): Promise<T> {
  const config = loadConfig(environment);
  const database = openDatabase({ url: config.databaseUrl!, poolSize: 10 });
  await database.migrate();
  const { server, context } = await buildApp({ config, database, serveWebApp: false });
  try {
    const hash = await (await context.auth.$context).password.hash(PASSWORD);
    const createFounder = async (spec: FounderSpec): Promise<SeededFounder> => {
      const { email, name, country, legalForm } = spec;
      const userId = await database.db.transaction((tx) =>
        insertPasswordUser(tx, { name, email, passwordHash: hash }),
      );
      const caller: Caller = {
        userId,
        email,
        name,
        role: 'customer',
        sessionToken: '',
        sessionCreatedAt: new Date(),
      };
      await getOrCreateCustomer(context, caller, { email, country: CountryCode[country] });
      const order = await createOrder(context, caller, {
        email,
        countryCode: country,
        companyName: country === CountryCode.ES ? '' : `${name} SAS`,
        legalForm,
        metadata: {},
        billingProducts: [],
      });
      return { ...spec, userId, orderId: order.id };
    };
    return await work(createFounder, context);
  } finally {
    await server.close();
    await database.close();
  }
}
