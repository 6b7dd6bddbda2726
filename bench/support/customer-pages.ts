/**
 * The customer pages the page benchmarks measure, and the founders who open them: files under
 * way (the homes show their timeline, the documents page its list, the capital deposit its
 * page), files still being answered (their funnel steps are open) and a completed
 * micro-entreprise offered the business account, seeded through the server's own use cases.
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { CountryCode, LegalForm } from '@foundly/proto';
import { eq } from 'drizzle-orm';
import { accounts, orders, type OrderStatusName } from '../../apps/server/src/db/schema/index.js';
import { setFeatureFlag } from '../../apps/server/src/modules/feature-flags/index.js';
import { PASSWORD, withSeeder, type FounderSpec, type SeededFounder } from './seed.js';
import {
  createTemporaryDatabase,
  productionEnvironment,
  requireDatabaseUrl,
  root,
  startServer,
  stopServer,
} from './server.js';

export interface CustomerPage {
  name: string;
  path: string;
  /** The founder whose session opens the page; none for a public page. */
  founder?: SeededFounder;
}

const FOUNDERS: [FounderSpec, OrderStatusName][] = [
  [
    {
      email: 'bench-fr@example.com',
      name: 'Camille',
      country: CountryCode.FR,
      legalForm: LegalForm.SASU,
    },
    'PROCESSING_REGISTRY',
  ],
  [
    {
      email: 'bench-es@example.com',
      name: 'Lucía',
      country: CountryCode.ES,
      legalForm: LegalForm.AUTONOMO,
    },
    'PROCESSING_AEAT',
  ],
  [
    {
      email: 'bench-fr-answering@example.com',
      name: 'Julien',
      country: CountryCode.FR,
      legalForm: LegalForm.SASU,
    },
    'WAITING_QUESTIONS',
  ],
  [
    {
      email: 'bench-es-answering@example.com',
      name: 'Lucía',
      country: CountryCode.ES,
      legalForm: LegalForm.AUTONOMO,
    },
    'WAITING_QUESTIONS',
  ],
  [
    {
      email: 'bench-fr-micro@example.com',
      name: 'Karim',
      country: CountryCode.FR,
      legalForm: LegalForm.MICROENTERPRISE,
    },
    'COMPLETED',
  ],
];

/** Seeds the founders into the server's database and lists the pages they open. */
export async function seedCustomerPages(environment: NodeJS.ProcessEnv): Promise<CustomerPage[]> {
  const [french, spanish, frenchAnswering, spanishAnswering, micro] = await withSeeder(
    environment,
    async (createFounder, context) => {
      const founders = await Promise.all(
        FOUNDERS.map(async ([spec, status]) => {
          const founder = await createFounder(spec);
          const [order] = await context.db
            .update(orders)
            .set({ status })
            .where(eq(orders.id, founder.orderId))
            .returning({ accountId: orders.accountId });
          // The completed micro-entreprise is offered the business account (/my-account).
          if (spec.legalForm === LegalForm.MICROENTERPRISE) {
            await context.db
              .update(accounts)
              .set({ meBanking: true })
              .where(eq(accounts.id, order!.accountId));
          }
          return founder;
        }),
      );
      await setFeatureFlag(context.db, 'business_bank_account', true);
      await setFeatureFlag(context.db, 'invoice_tool', true);
      await setFeatureFlag(context.db, 'compliance_tool', true);
      return founders;
    },
  );
  return [
    { name: 'sign-in (signed out)', path: '/sign-in' },
    { name: 'French home', path: '/fr/fr-fr', founder: french! },
    { name: 'French documents', path: '/fr/fr-fr/documents', founder: french! },
    { name: 'French capital deposit', path: '/fr/fr-fr/capital-deposit', founder: french! },
    { name: 'French business account', path: '/fr/fr-fr/my-account', founder: micro! },
    { name: 'French quotes & invoices', path: '/fr/fr-fr/quotes-&-invoices', founder: french! },
    {
      name: 'French new invoice',
      path: '/fr/fr-fr/quotes-&-invoices/new',
      founder: french!,
    },
    { name: 'French compliance', path: '/fr/fr-fr/compliance', founder: french! },
    {
      name: 'French funnel step',
      path: '/fr/fr-fr/funnel/personal-information/name',
      founder: frenchAnswering!,
    },
    { name: 'Spanish home', path: '/es/es-es', founder: spanish! },
    { name: 'Spanish documents', path: '/es/es-es/documents', founder: spanish! },
    { name: 'Spanish accounting', path: '/es/es-es/accounting', founder: spanish! },
    { name: 'Spanish new factura', path: '/es/es-es/accounting/new', founder: spanish! },
    {
      name: 'Spanish new gasto',
      path: '/es/es-es/accounting/expenses/new',
      founder: spanish!,
    },
    {
      name: 'Spanish quarterly figures',
      path: '/es/es-es/accounting/quarters',
      founder: spanish!,
    },
    {
      name: 'Spanish funnel step',
      path: '/es/es-es/funnel/personal-information/id',
      founder: spanishAnswering!,
    },
  ];
}

/** The session cookie of a founder, from the same sign-in the web app uses. */
export async function signIn(baseUrl: string, email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`Sign-in of ${email} answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** Each founder's session cookie. */
export async function signInFounders(baseUrl: string, pages: CustomerPage[]) {
  const cookies = new Map<SeededFounder, string>();
  for (const { founder } of pages) {
    if (founder && !cookies.has(founder))
      cookies.set(founder, await signIn(baseUrl, founder.email));
  }
  return cookies;
}

/** A session cookie header as the cookies a browser's jar holds for the server's host. */
export function toBrowserCookies(cookie: string | undefined, baseUrl: string) {
  const { hostname } = new URL(baseUrl);
  return (cookie ?? '')
    .split('; ')
    .filter(Boolean)
    .map((pair) => {
      const [name = '', ...value] = pair.split('=');
      return { name, value: value.join('='), domain: hostname, path: '/', httpOnly: true };
    });
}

/** The pages to open, each with the session cookie of its founder (none for a public page). */
export interface ServedPages {
  baseUrl: string;
  pages: (CustomerPage & { cookie: string | undefined })[];
}

/**
 * The real server in production mode on a temporary PostgreSQL database, the founders seeded
 * and signed in, for `work`; everything stopped and dropped after it. Needs the web app built.
 */
export async function withServedCustomerPages(
  bench: string,
  work: (served: ServedPages) => Promise<void>,
) {
  if (!existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    process.stderr.write(`${bench}: build the web app first (npm run build)\n`);
    process.exit(2);
  }
  const database = await createTemporaryDatabase(requireDatabaseUrl(bench));
  let server: ChildProcess | undefined;
  try {
    const { environment, baseUrl } = await productionEnvironment(database.url);
    const pages = await seedCustomerPages(environment);
    server = await startServer(environment, baseUrl);
    const cookies = await signInFounders(baseUrl, pages);
    await work({
      baseUrl,
      pages: pages.map((page) => ({
        ...page,
        cookie: page.founder ? cookies.get(page.founder) : undefined,
      })),
    });
  } finally {
    if (server) await stopServer(server);
    await database.drop();
  }
}
