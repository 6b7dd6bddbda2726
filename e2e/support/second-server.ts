import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A second server of the journeys, configured otherwise (another provider), on its own port. */
export interface SecondServer {
  baseURL: string;
  stop(): Promise<void>;
}

/**
 * Starts the real server as the main one is started (start-server.ts: a fresh PGlite folder,
 * the demo users seeded), with `env` on top, on E2E_PORT + `portOffset`; resolves once it
 * listens.
 */
export async function startSecondServer(
  portOffset: number,
  env: Record<string, string>,
): Promise<SecondServer> {
  const port = Number(process.env.E2E_PORT ?? 3100) + portOffset;
  const baseURL = `http://localhost:${port}`;
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', 'e2e/support/start-server.ts'],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: 'development',
        PORT: String(port),
        BASE_URL: baseURL,
        LOG_LEVEL: 'warn',
        DEMO_SEED: 'true',
        DATABASE_URL: '',
        STORAGE_DRIVER: 'local',
        LANDING_URL: '',
        WEB_DIST_DIR: process.env.WEB_DIST_DIR ?? '',
        ...env,
      },
    },
  );
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Demo sign-ins')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the second server exited (${code})`)));
  });
  child.stdout?.resume();
  return {
    baseURL,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
