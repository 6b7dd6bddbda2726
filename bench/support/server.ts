/**
 * The real server for a benchmark: compiled as `npm start` and the container image run it
 * (apps/server/dist/main.js, rebuilt first when its sources changed), in production mode, as its
 * own process on loopback, against a temporary PostgreSQL database dropped at the end.
 */
import { spawn, spawnSync, type ChildProcess, type StdioOptions } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The PostgreSQL server to create the temporary database on, or exits with a usage message. */
export function requireDatabaseUrl(bench: string): string {
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) return adminUrl;
  process.stderr.write(
    `${bench} needs DATABASE_URL (a PostgreSQL server it may create a database on)\n`,
  );
  process.exit(2);
}

export async function getFreePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (!address || typeof address === 'string') throw new Error('No free port');
  return address.port;
}

export async function createTemporaryDatabase(adminUrl: string) {
  const name = `foundly_bench_${Date.now()}_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * A production configuration on loopback with fresh secrets. The card and signature sandboxes
 * are allowed: no real partner is reachable from a benchmark. Sign-in limits are off.
 */
export async function productionEnvironment(databaseUrl: string) {
  const port = await getFreePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const environment: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_SIZE: '20',
    HOST: '127.0.0.1',
    PORT: String(port),
    BASE_URL: baseUrl,
    AUTH_SECRET: randomBytes(32).toString('hex'),
    STORAGE_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    PAYMENT_SANDBOX_ALLOWED: 'true',
    SIGNATURE_SANDBOX_ALLOWED: 'true',
    BANKING_SANDBOX_ALLOWED: 'true',
    LOG_LEVEL: 'warn',
    DEMO_SEED: '',
    // Every benchmark founder signs in from loopback: the per-address limit would refuse them.
    AUTH_RATE_LIMIT: 'false',
  };
  return { environment, baseUrl };
}

/** The compiled server, built from the current sources (skipped when they have not changed). */
export function buildServer(): string {
  const build = spawnSync(process.execPath, ['scripts/build.mjs', 'server'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0)
    throw new Error('The server did not build (node scripts/build.mjs server)');
  return 'apps/server/dist/main.js';
}

export interface StartServerOptions {
  /** Node.js options before the program (e.g. --cpu-prof). */
  nodeArgs?: string[];
  /** A channel to the server process (process.send), for a probe loaded with --import. */
  ipc?: boolean;
}

/** Starts the compiled server and waits for /healthz. */
export async function startServer(
  environment: NodeJS.ProcessEnv,
  baseUrl: string,
  { nodeArgs = [], ipc = false }: StartServerOptions = {},
): Promise<ChildProcess> {
  const program = buildServer();
  const stdio: StdioOptions = ['ignore', 'ignore', 'inherit', ...(ipc ? ['ipc' as const] : [])];
  const child = spawn(process.execPath, [...nodeArgs, '--enable-source-maps', program], {
    cwd: root,
    env: environment,
    stdio,
  });
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

export async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await once(child, 'exit');
  clearTimeout(timer);
}
