// Starts the real server for the browser tests on a fresh PGlite folder, and removes the folder
// when the server stops. Playwright's webServer runs this and stops it with SIGTERM.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'foundly-e2e-'));

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  // Every journey signs in from this machine: the per-address sign-in limit would refuse them.
  env: { ...process.env, DATA_DIR: dataDir, AUTH_RATE_LIMIT: 'false' },
});

// The signal reaches the whole process group: let the server drain, then clean up after it.
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (server.exitCode === null) server.kill(signal);
  });
}

server.on('exit', (code, signal) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? (signal ? 1 : 0));
});
