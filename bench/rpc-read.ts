/**
 * Read-path benchmark: the real server (main.ts, production mode) on PostgreSQL, loaded on
 * loopback with autocannon through the Connect JSON protocol and bearer tokens.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:rpc
 *
 * It creates a temporary database next to the one DATABASE_URL names (and drops it at the end),
 * seeds BENCH_CUSTOMERS customers through the server's own use cases (sign-in, GetOrCreateCustomer,
 * CreateOrder), then runs each RPC for BENCH_DURATION seconds with BENCH_CONNECTIONS connections,
 * every connection signed in as a different customer. Figures go to docs/performance.md.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CountryCode, LegalForm } from '@foundly/proto';
import autocannon, { type Result } from 'autocannon';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/db/client.js';
import { authAccounts, authUsers } from '../apps/server/src/db/schema/index.js';
import { getOrCreateCustomer } from '../apps/server/src/modules/customers/use-cases/get-or-create-customer.js';
import { createOrder } from '../apps/server/src/modules/orders/index.js';
import type { Caller } from '../apps/server/src/rpc/caller.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CUSTOMERS = readPositiveInt('BENCH_CUSTOMERS', 500);
const CONNECTIONS = readPositiveInt('BENCH_CONNECTIONS', 50);
const DURATION_SECONDS = readPositiveInt('BENCH_DURATION', 10);
const WARM_UP_SECONDS = 2;
const PASSWORD = 'bench-password-2026';

const AREAS = [
  { country: CountryCode.FR, legalForm: LegalForm.SASU },
  { country: CountryCode.ES, legalForm: LegalForm.AUTONOMO },
  { country: CountryCode.UK, legalForm: LegalForm.LTD },
] as const;

interface SignedInCustomer {
  token: string;
  orderId: string;
}

function readPositiveInt(name: string, fallback: number): number {
  const raw = process.env[name];
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer`);
  return value;
}

function log(message: string) {
  process.stdout.write(`${message}\n`);
}

async function getFreePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (!address || typeof address === 'string') throw new Error('No free port');
  return address.port;
}

/** Clock ticks per second of /proc/<pid>/stat (100 on nearly every Linux). */
const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/**
 * CPU time (user + system) a process has used, in milliseconds, or undefined off Linux. Unlike
 * requests per second, CPU per request barely moves when other work shares the machine.
 */
function readCpuMs(pid: number | undefined): number | undefined {
  const file = `/proc/${pid}/stat`;
  if (pid === undefined || !existsSync(file)) return undefined;
  const fields = readFileSync(file, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}

async function createTemporaryDatabase(adminUrl: string) {
  const name = `foundly_bench_${Date.now()}_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** Creates the customers through the server's use cases, and signs in one per connection. */
async function seed(environment: NodeJS.ProcessEnv): Promise<SignedInCustomer[]> {
  const config = loadConfig(environment);
  const database = openDatabase({ url: config.databaseUrl!, poolSize: 10 });
  await database.migrate();
  const { server, context } = await buildApp({ config, database, serveWebApp: false });
  try {
    // One hash for everyone: the benchmark measures reads, not the password hash.
    const hash = await (await context.auth.$context).password.hash(PASSWORD);
    const signedIn: SignedInCustomer[] = [];
    const started = performance.now();
    const seedOne = async (index: number) => {
      const area = AREAS[index % AREAS.length]!;
      const userId = crypto.randomUUID();
      const email = `bench-${index}@example.com`;
      const name = `Bench Customer ${index}`;
      await database.db.transaction(async (tx) => {
        await tx.insert(authUsers).values({ id: userId, name, email, emailVerified: true });
        await tx.insert(authAccounts).values({
          id: crypto.randomUUID(),
          accountId: userId,
          providerId: 'credential',
          userId,
          password: hash,
        });
      });
      const caller: Caller = {
        userId,
        email,
        name,
        role: 'customer',
        sessionToken: '',
        sessionCreatedAt: new Date(),
      };
      await getOrCreateCustomer(context, caller, { email, country: CountryCode[area.country] });
      const order = await createOrder(context, caller, {
        email,
        countryCode: area.country,
        companyName: area.country === CountryCode.ES ? '' : `Bench ${index}`,
        legalForm: area.legalForm,
        metadata: {},
        billingProducts: [],
      });
      if (index < CONNECTIONS) {
        const { headers } = await context.auth.api.signInEmail({
          body: { email, password: PASSWORD },
          returnHeaders: true,
        });
        const token = headers.get('set-auth-token');
        if (!token) throw new Error('Sign-in returned no bearer token');
        signedIn.push({ token, orderId: order.id });
      }
    };
    const BATCH = 8;
    for (let start = 0; start < CUSTOMERS; start += BATCH) {
      const batch = [];
      for (let index = start; index < Math.min(start + BATCH, CUSTOMERS); index++) {
        batch.push(seedOne(index));
      }
      await Promise.all(batch);
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    log(`Seeded ${CUSTOMERS} customers with one order each in ${seconds} s`);
    return signedIn;
  } finally {
    await server.close();
    await database.close();
  }
}

async function startServer(environment: NodeJS.ProcessEnv, baseUrl: string) {
  // BENCH_CPU_PROFILE=<dir> writes a V8 CPU profile of the server there (open it in DevTools).
  const profile = process.env.BENCH_CPU_PROFILE;
  const nodeArgs = profile ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profile)}`] : [];
  const child = spawn(
    process.execPath,
    [...nodeArgs, '--import', 'tsx', 'apps/server/src/main.ts'],
    {
      cwd: root,
      env: environment,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/healthz`);
      if (response.ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGTERM');
  throw new Error('Server did not become healthy within 60 s');
}

async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await once(child, 'exit');
  clearTimeout(timer);
}

function rpcHeaders(token: string) {
  return {
    authorization: `Bearer ${token}`,
    'content-type': 'application/json',
    'connect-protocol-version': '1',
  };
}

/** One real call first, so that a broken setup fails loudly instead of measuring errors. */
async function assertRpcAnswers(url: string, customer: SignedInCustomer, body: string) {
  const response = await fetch(url, { method: 'POST', headers: rpcHeaders(customer.token), body });
  const text = await response.text();
  if (!response.ok || !text.includes(customer.orderId)) {
    throw new Error(`${url} answered ${response.status}: ${text.slice(0, 300)}`);
  }
}

async function load(
  url: string,
  customers: SignedInCustomer[],
  bodyOf: (customer: SignedInCustomer) => string,
  durationSeconds: number,
): Promise<Result> {
  let next = 0;
  return autocannon({
    url,
    method: 'POST',
    connections: CONNECTIONS,
    duration: durationSeconds,
    timeout: 10,
    setupClient(client) {
      const customer = customers[next++ % customers.length]!;
      client.setHeadersAndBody(rpcHeaders(customer.token), bodyOf(customer));
    },
  });
}

interface Row {
  rpc: string;
  result: Result;
  /** Server CPU time per completed request, in milliseconds. */
  cpuMsPerRequest: number | undefined;
}

async function measure(rpc: string, pid: number | undefined, run: () => Promise<Result>) {
  log(`Measuring ${rpc} for ${DURATION_SECONDS} s…`);
  const before = readCpuMs(pid);
  const result = await run();
  const after = readCpuMs(pid);
  const cpuMsPerRequest =
    before !== undefined && after !== undefined && result.requests.total > 0
      ? (after - before) / result.requests.total
      : undefined;
  return { rpc, result, cpuMsPerRequest };
}

function printTable(rows: Row[]) {
  log('');
  log(
    '| request | req/s (mean) | p50 latency | p99 latency | server CPU per request | requests | non-2xx | errors |',
  );
  log('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const { rpc, result, cpuMsPerRequest } of rows) {
    const cpu = cpuMsPerRequest === undefined ? 'n/a' : `${cpuMsPerRequest.toFixed(2)} ms`;
    log(
      `| ${rpc} | ${Math.round(result.requests.average)} | ${result.latency.p50} ms | ${result.latency.p99} ms | ${cpu} | ${result.requests.total} | ${result.non2xx} | ${result.errors} |`,
    );
  }
  log('');
}

async function main() {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    process.stderr.write(
      'bench:rpc needs DATABASE_URL (a PostgreSQL server it may create a database on)\n',
    );
    process.exit(2);
  }
  const port = await getFreePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const database = await createTemporaryDatabase(adminUrl);
  let server: ChildProcess | undefined;
  try {
    const environment: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: database.url,
      DATABASE_POOL_SIZE: '20',
      HOST: '127.0.0.1',
      PORT: String(port),
      BASE_URL: baseUrl,
      AUTH_SECRET: randomBytes(32).toString('hex'),
      STORAGE_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      LOG_LEVEL: 'warn',
      DEMO_SEED: '',
    };
    log(
      `bench:rpc — ${CUSTOMERS} customers, ${CONNECTIONS} connections, ${DURATION_SECONDS} s per RPC, Node ${process.version}`,
    );
    const customers = await seed(environment);
    server = await startServer(environment, baseUrl);

    const rpcs = [
      {
        rpc: 'OrderService/GetMyOrder',
        url: `${baseUrl}/rpc/formation.v1.OrderService/GetMyOrder`,
        bodyOf: (customer: SignedInCustomer) => JSON.stringify({ orderId: customer.orderId }),
      },
      {
        rpc: 'AccountService/GetMyAccounts',
        url: `${baseUrl}/rpc/formation.v1.AccountService/GetMyAccounts`,
        bodyOf: () => '{}',
      },
    ];
    const rows: Row[] = [];
    // The ceiling of this machine for a request that reaches the database without a session.
    const healthUrl = `${baseUrl}/healthz`;
    await autocannon({ url: healthUrl, connections: CONNECTIONS, duration: WARM_UP_SECONDS });
    rows.push(
      await measure('baseline: GET /healthz (no session, SELECT 1)', server.pid, () =>
        autocannon({
          url: healthUrl,
          connections: CONNECTIONS,
          duration: DURATION_SECONDS,
          timeout: 10,
        }),
      ),
    );
    for (const { rpc, url, bodyOf } of rpcs) {
      await assertRpcAnswers(url, customers[0]!, bodyOf(customers[0]!));
      await load(url, customers, bodyOf, WARM_UP_SECONDS);
      rows.push(
        await measure(rpc, server.pid, () => load(url, customers, bodyOf, DURATION_SECONDS)),
      );
    }
    printTable(rows);
    // Let the requests autocannon abandoned at the deadline finish before the server drains.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const failed = rows.filter(({ result }) => result.non2xx > 0 || result.errors > 0);
    if (failed.length > 0) {
      process.stderr.write(
        `Some requests failed (${failed.map(({ rpc }) => rpc).join(', ')}): the figures are not valid.\n`,
      );
      process.exitCode = 1;
    }
  } finally {
    if (server) await stopServer(server);
    await database.drop();
  }
}

await main();
