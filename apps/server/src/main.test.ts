import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const REPOSITORY = fileURLToPath(new URL('../../..', import.meta.url));

async function findFreePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** The server as development and the tests run it, and as `npm start` and the image run it. */
const PROGRAMS = [
  {
    way: 'main.ts through the TypeScript loader',
    args: ['--import', 'tsx', 'apps/server/src/main.ts'],
  },
  {
    way: 'the compiled dist/main.js under plain node',
    args: ['apps/server/dist/main.js'],
    compiled: true,
  },
];

describe.each(PROGRAMS)('$way', ({ args, compiled }) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'foundly-main-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  beforeAll(() => {
    if (!compiled) return;
    const build = spawnSync(process.execPath, ['scripts/build.mjs', 'server'], {
      cwd: REPOSITORY,
      encoding: 'utf8',
    });
    expect(build.status, build.stderr).toBe(0);
    expect(existsSync(path.join(REPOSITORY, 'apps/server/dist/main.js'))).toBe(true);
  }, 60_000);

  it('serves on PORT with its database in DATA_DIR, and exits 0 after draining on SIGTERM', async () => {
    const port = await findFreePort();
    const environment: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_SEED: 'false',
      LOG_LEVEL: 'info',
    };
    delete environment.DATABASE_URL;
    delete environment.BASE_URL;
    const child = spawn(process.execPath, args, {
      cwd: REPOSITORY,
      env: environment,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      child.once('exit', (code, signal) => resolve({ code, signal })),
    );

    try {
      await Promise.race([
        expect
          .poll(() => output, { timeout: 90_000, interval: 100 })
          .toContain('Foundly is running (pglite database, development).'),
        exited.then((exit) => {
          throw new Error(`the server exited early (${JSON.stringify(exit)}):\n${output}`);
        }),
      ]);
      expect(output).toContain(`Customer app: http://localhost:${port}/`);

      const health = await fetch(`http://127.0.0.1:${port}/healthz`);
      expect(await health.json()).toEqual({ status: 'ok', database: 'ok' });
      expect(existsSync(path.join(dataDir, 'pglite'))).toBe(true);

      child.kill('SIGTERM');
      expect(await exited).toEqual({ code: 0, signal: null });
      expect(output).toContain('Shutting down: draining requests');
      await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
  }, 120_000);
});
