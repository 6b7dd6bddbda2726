/**
 * Read-path benchmark: the real server (compiled, production mode) on PostgreSQL, loaded on
 * loopback with autocannon through the Connect JSON protocol and bearer tokens.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:rpc
 *
 * It creates a temporary database next to the one DATABASE_URL names (and drops it at the end),
 * seeds BENCH_CUSTOMERS customers through the server's own use cases (sign-in, GetOrCreateCustomer,
 * CreateOrder), then runs each RPC for BENCH_DURATION seconds with BENCH_CONNECTIONS connections,
 * every connection signed in as a different customer, twice: saturated (each connection sends its
 * next request as soon as the last is answered: the machine's capacity) and at a steady
 * BENCH_RATE requests per second spread evenly over the connections (default 200: the latency a
 * caller sees under a load the machine carries; see support/steady-load.ts). Figures go to docs/performance.md.
 */
import { execFileSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CountryCode, LegalForm } from '@foundly/proto';
import autocannon, { type Result } from 'autocannon';
import pg from 'pg';
import { PASSWORD, withSeeder } from './support/seed.js';
import { steadyLoad, type LoadFigures } from './support/steady-load.js';
import {
  createTemporaryDatabase,
  productionEnvironment,
  requireDatabaseUrl,
  startServer,
  stopServer,
} from './support/server.js';
import { log, readPositiveInt } from './support/cli.js';

const CUSTOMERS = readPositiveInt('BENCH_CUSTOMERS', 500);
const CONNECTIONS = readPositiveInt('BENCH_CONNECTIONS', 50);
const DURATION_SECONDS = readPositiveInt('BENCH_DURATION', 10);
const WARM_UP_SECONDS = 2;
/** The steady load of the second measurement of each RPC, in requests per second. */
const RATE = readPositiveInt('BENCH_RATE', 200);

const AREAS = [
  { country: CountryCode.FR, legalForm: LegalForm.SASU },
  { country: CountryCode.ES, legalForm: LegalForm.AUTONOMO },
  { country: CountryCode.UK, legalForm: LegalForm.LTD },
] as const;

interface SignedInCustomer {
  token: string;
  orderId: string;
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

/**
 * CPU time used so far by each PostgreSQL backend serving `database` (the server's pool), by
 * process id; empty when the PostgreSQL server is not on this machine (its process ids would
 * name other processes here).
 */
async function readDatabaseCpuMs(adminUrl: string, database: string): Promise<Map<number, number>> {
  const cpu = new Map<number, number>();
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(new URL(adminUrl).hostname)) return cpu;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE datname = $1',
      [database],
    );
    for (const { pid } of rows) {
      const ms = readCpuMs(pid);
      if (ms !== undefined) cpu.set(pid, ms);
    }
  } finally {
    await client.end();
  }
  return cpu;
}

/** Creates the customers through the server's use cases, and signs in one per connection. */
async function seed(environment: NodeJS.ProcessEnv): Promise<SignedInCustomer[]> {
  return withSeeder(environment, async (createFounder, context) => {
    const signedIn: SignedInCustomer[] = [];
    const started = performance.now();
    const seedOne = async (index: number) => {
      const area = AREAS[index % AREAS.length]!;
      const founder = await createFounder({
        email: `bench-${index}@example.com`,
        name: `Bench Customer ${index}`,
        ...area,
      });
      if (index < CONNECTIONS) {
        const { headers } = await context.auth.api.signInEmail({
          body: { email: founder.email, password: PASSWORD },
          returnHeaders: true,
        });
        const token = headers.get('set-auth-token');
        if (!token) throw new Error('Sign-in returned no bearer token');
        signedIn.push({ token, orderId: founder.orderId });
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
  });
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

type Load = 'baseline' | 'saturated' | 'steady';

interface Row {
  rpc: string;
  load: Load;
  figures: LoadFigures;
  /** Server CPU time per completed request, in milliseconds. */
  cpuMsPerRequest: number | undefined;
  /** CPU time of the PostgreSQL backends per completed request, in milliseconds. */
  databaseCpuMsPerRequest: number | undefined;
}

function figuresOf(result: Result): LoadFigures {
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** Where the server's database is, to read its backends' CPU time. */
interface DatabaseProbe {
  adminUrl: string;
  name: string;
}

async function measure(
  rpc: string,
  load: Load,
  pid: number | undefined,
  database: DatabaseProbe,
  run: () => Promise<LoadFigures>,
): Promise<Row> {
  log(`Measuring ${rpc} for ${DURATION_SECONDS} s…`);
  const databaseBefore = await readDatabaseCpuMs(database.adminUrl, database.name);
  const before = readCpuMs(pid);
  const figures = await run();
  const after = readCpuMs(pid);
  const databaseAfter = await readDatabaseCpuMs(database.adminUrl, database.name);
  const perRequest = (ms: number | undefined) =>
    ms !== undefined && figures.total > 0 ? ms / figures.total : undefined;
  const databaseMs =
    databaseAfter.size > 0
      ? [...databaseAfter].reduce(
          (sum, [backend, ms]) => sum + ms - (databaseBefore.get(backend) ?? 0),
          0,
        )
      : undefined;
  return {
    rpc,
    load,
    figures,
    cpuMsPerRequest: perRequest(
      before !== undefined && after !== undefined ? after - before : undefined,
    ),
    databaseCpuMsPerRequest: perRequest(databaseMs),
  };
}

/** Saturated, a read RPC serves at least this share of /healthz's requests per second. */
const MIN_SHARE_OF_BASELINE = 0.25;
/** At the steady rate, a read RPC's p99 latency stays under this, in milliseconds. */
const MAX_STEADY_P99_MS = 10;

function shareOfBaseline(row: Row, baseline: Row | undefined): number | undefined {
  if (row.load !== 'saturated' || !baseline) return undefined;
  return row.figures.requestsPerSecond / baseline.figures.requestsPerSecond;
}

function printTable(rows: Row[]) {
  const baseline = rows.find((row) => row.load === 'baseline');
  log('');
  log(
    '| request | req/s (mean) | share of /healthz | p50 latency | p99 latency | server CPU per request | PostgreSQL CPU per request | requests | non-2xx | errors |',
  );
  log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  const ms = (value: number | undefined) =>
    value === undefined ? 'n/a' : `${value.toFixed(2)} ms`;
  for (const row of rows) {
    const { rpc, figures: f, cpuMsPerRequest, databaseCpuMsPerRequest } = row;
    const share = shareOfBaseline(row, baseline);
    const shareText = share === undefined ? '' : `${(share * 100).toFixed(0)} %`;
    log(
      `| ${rpc} | ${Math.round(f.requestsPerSecond)} | ${shareText} | ${f.p50.toFixed(1)} ms | ${f.p99.toFixed(1)} ms | ${ms(cpuMsPerRequest)} | ${ms(databaseCpuMsPerRequest)} | ${f.total} | ${f.non2xx} | ${f.errors} |`,
    );
  }
  log('');
}

/** What misses the read path's budget (docs/performance.md), one line each. */
function findBudgetMisses(rows: Row[]): string[] {
  const baseline = rows.find((row) => row.load === 'baseline');
  const misses: string[] = [];
  for (const row of rows) {
    const share = shareOfBaseline(row, baseline);
    if (share !== undefined && share < MIN_SHARE_OF_BASELINE) {
      misses.push(
        `${row.rpc}: ${(share * 100).toFixed(0)} % of /healthz's requests per second (budget ${MIN_SHARE_OF_BASELINE * 100} %)`,
      );
    }
    if (row.load === 'steady' && row.figures.p99 >= MAX_STEADY_P99_MS) {
      misses.push(
        `${row.rpc}: p99 ${row.figures.p99.toFixed(1)} ms (budget under ${MAX_STEADY_P99_MS} ms)`,
      );
    }
  }
  return misses;
}

async function main() {
  const adminUrl = requireDatabaseUrl('bench:rpc');
  const database = await createTemporaryDatabase(adminUrl);
  const probe: DatabaseProbe = { adminUrl, name: database.name };
  let server: ChildProcess | undefined;
  try {
    const { environment, baseUrl } = await productionEnvironment(database.url);
    log(
      `bench:rpc — ${CUSTOMERS} customers, ${CONNECTIONS} connections, ${DURATION_SECONDS} s per RPC, Node ${process.version}`,
    );
    const customers = await seed(environment);
    // BENCH_CPU_PROFILE=<dir> writes a V8 CPU profile of the server there (open it in DevTools).
    const profile = process.env.BENCH_CPU_PROFILE;
    const nodeArgs = profile ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profile)}`] : [];
    server = await startServer(environment, baseUrl, { nodeArgs });

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
      await measure(
        'baseline: GET /healthz (no session, SELECT 1)',
        'baseline',
        server.pid,
        probe,
        async () =>
          figuresOf(
            await autocannon({
              url: healthUrl,
              connections: CONNECTIONS,
              duration: DURATION_SECONDS,
              timeout: 10,
            }),
          ),
      ),
    );
    for (const { rpc, url, bodyOf } of rpcs) {
      await assertRpcAnswers(url, customers[0]!, bodyOf(customers[0]!));
      await load(url, customers, bodyOf, WARM_UP_SECONDS);
      rows.push(
        await measure(`${rpc}, saturated`, 'saturated', server.pid, probe, async () =>
          figuresOf(await load(url, customers, bodyOf, DURATION_SECONDS)),
        ),
      );
      rows.push(
        await measure(`${rpc}, steady ${RATE} req/s`, 'steady', server.pid, probe, () =>
          steadyLoad({
            url,
            connections: CONNECTIONS,
            rate: RATE,
            durationSeconds: DURATION_SECONDS,
            request: (index) => {
              const customer = customers[index % customers.length]!;
              return { headers: rpcHeaders(customer.token), body: bodyOf(customer) };
            },
          }),
        ),
      );
    }
    printTable(rows);
    // Let the requests autocannon abandoned at the deadline finish before the server drains.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const failed = rows.filter(({ figures }) => figures.non2xx > 0 || figures.errors > 0);
    if (failed.length > 0) {
      process.stderr.write(
        `Some requests failed (${failed.map(({ rpc }) => rpc).join(', ')}): the figures are not valid.\n`,
      );
      process.exitCode = 1;
    }
    const misses = findBudgetMisses(rows);
    if (misses.length > 0) {
      process.stderr.write(`Over budget:\n${misses.map((miss) => `  ${miss}\n`).join('')}`);
      process.exitCode = 1;
    }
  } finally {
    if (server) await stopServer(server);
    await database.drop();
  }
}

await main();
