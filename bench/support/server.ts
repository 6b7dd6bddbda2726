/**
 * The real server for a benchmark: built from apps/server/src/main.ts in production mode, as its
 * own process on loopback, against a temporary PostgreSQL database dropped at the end.
 */
import { spawn, type ChildProcess } from 'node:child_process';
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

async function getFreePort(): Promise<number> {
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
    LOG_LEVEL: 'warn',
    DEMO_SEED: '',
    // Every benchmark founder signs in from loopback: the per-address limit would refuse them.
    AUTH_RATE_LIMIT: 'false',
  };
  return { environment, baseUrl };
}

/** Starts main.ts and waits for /healthz; `nodeArgs` go before the script (e.g. --cpu-prof). */
export async function startServer(
  environment: NodeJS.ProcessEnv,
  baseUrl: string,
  nodeArgs: string[] = [],
): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [...nodeArgs, '--import', 'tsx', 'apps/server/src/main.ts'],
    { cwd: root, env: environment, stdio: ['ignore', 'ignore', 'inherit'] },
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

export async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await once(child, 'exit');
  clearTimeout(timer);
}
