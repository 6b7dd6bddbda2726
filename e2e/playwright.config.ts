import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');

/** A port of its own, so that the tests never meet a server started by hand on 3000. */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE_URL = `http://localhost:${PORT}`;

/** The Debian browser of this machine; Playwright's own browsers are never downloaded. */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export default defineConfig({
  testDir: here,
  testMatch: '*.spec.ts',
  outputDir: path.join(here, 'artifacts/test-results'),
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  // Room for a 2-core machine running two journeys at once with a browser that takes about twice
  // as long as the one these limits were first set with; a real hang still fails.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  use: {
    baseURL: BASE_URL,
    locale: 'en-GB',
    timezoneId: 'Europe/Paris',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
      },
    },
  ],
  webServer: {
    // The real server on the built web app (npm run test:e2e builds it first), on a fresh
    // temporary PGlite folder that start-server.ts removes when it stops.
    command: 'node --import tsx e2e/support/start-server.ts',
    cwd: root,
    // Printed once the server listens and the demo users are seeded.
    wait: { stdout: /Demo sign-ins/ },
    timeout: 120_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'development',
      PORT: String(PORT),
      BASE_URL,
      LOG_LEVEL: 'warn',
      DEMO_SEED: 'true',
      // The server treats an empty value as unset: PGlite, never the machine's PostgreSQL,
      // no external identity provider, the landing page on this same host.
      DATABASE_URL: '',
      // Documents in the embedded storage, under the temporary data folder.
      STORAGE_DRIVER: 'local',
      LANDING_URL: '',
      WEB_DIST_DIR: process.env.WEB_DIST_DIR ?? '',
      SESSION_FRESH_AGE_SECONDS: '',
      GOOGLE_CLIENT_ID: '',
      GOOGLE_CLIENT_SECRET: '',
      OIDC_DISCOVERY_URL: '',
      OIDC_CLIENT_ID: '',
      OIDC_CLIENT_SECRET: '',
    },
  },
});
