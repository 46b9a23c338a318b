import { defineConfig, devices } from '@playwright/test';
import { browserTestLaunchOptions } from './tests/chromium-launch.js';

const port = Number(process.env.E2E_PORT ?? 4173);
// Lets context.route() and setOffline() reach the service worker's own fetches (microsoft/playwright#2311):
// tests/e2e/offline.spec.ts cuts the network for the worker too. Read when the browser is launched.
process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = '1';
/** Fixed so test workers can read what the server stored; scripts/test-e2e.sh empties it before each run. */
export const e2eDataDir = process.env.E2E_DATA_DIR ?? '.tmp/e2e-data';

/** Where a project's server keeps its data: SQLite in dataDir, or the PostgreSQL database at databaseUrl. */
export type E2eStorage = { dataDir: string; databaseUrl?: string };

/**
 * The staff specs run on PostgreSQL too when scripts/test-e2e-postgres.mjs (which scripts/test-e2e.sh runs) has
 * started a throwaway database: two more servers share it, so one test can watch a lead posted to one instance
 * reach a console on the other. Without it, only the SQLite project exists.
 */
const postgresUrl = process.env.E2E_DATABASE_URL || undefined;
const postgresDataDir = process.env.E2E_POSTGRES_DATA_DIR ?? '.tmp/e2e-data-postgres';
/** The keys every instance on one PostgreSQL database must share (the servers refuse to start there without them). */
export const e2ePostgresKeys = { JWT_SECRET: process.env.E2E_JWT_SECRET ?? '', FIELD_ENCRYPTION_KEY: process.env.E2E_FIELD_ENCRYPTION_KEY ?? '' };
export const postgresInstanceUrls = [port + 1, port + 2].map((instancePort) => `http://127.0.0.1:${instancePort}`);
const STAFF_SPECS = /staff-[^/]*\.spec\.ts$/;
/** Needs two instances on one database: PostgreSQL only. */
const TWO_INSTANCE_SPECS = /staff-two-instances\.spec\.ts$/;

/** The real server on the production build, on one port and one storage. */
const server = (serverPort: number, storage: Record<string, string>) => ({
  command: 'node_modules/.bin/tsx server/main.ts',
  url: `http://127.0.0.1:${serverPort}/`,
  reuseExistingServer: false,
  timeout: 60_000,
  env: {
    PORT: String(serverPort),
    HOST: '127.0.0.1',
    STATIC_DIR: 'dist',
    RATE_LIMIT_MAX: '10000',
    AUTH_RATE_LIMIT_IP_MAX: '10000',
    AUTH_RATE_LIMIT_EMAIL_MAX: '10000',
    // Every lead of the suite comes from 127.0.0.1: past these hourly limits the journeys would be asked for a proof
    // of work (soft) or quarantined (hard) on each submit. tests/server tests the limits; bot-signals.spec.ts the signals.
    BOT_ADDRESS_SOFT_LEADS_PER_HOUR: '100000',
    BOT_ADDRESS_LEADS_PER_HOUR: '100000',
    // Every page view of the suite sends a field speed beacon from 127.0.0.1 (issue 42).
    VITALS_RATE_LIMIT_MAX: '100000',
    NODE_ENV: 'production',
    ...storage,
  },
});
const chrome = { ...devices['Desktop Chrome'], channel: undefined };

/** Browser journeys against the production build served by the real API server with a temporary database. */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  // A guard against hangs, not a budget: an axe pass over a long page takes seconds on a busy 2-core machine.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Off: recording a trace for every test (kept only on failure) cost 30 % of the suite's time on a 2-core
    // machine, even without screenshots or DOM snapshots. A failure prints its call log and console; to
    // get its trace, run that spec again with `npm run test:e2e -- <spec> --trace retain-on-failure`.
    trace: 'off',
    launchOptions: browserTestLaunchOptions,
    // Every spec tests the network path: no test may pass on what an earlier one left in a worker's cache.
    // Only tests/e2e/offline.spec.ts allows the service worker.
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'chromium', use: chrome, testIgnore: TWO_INSTANCE_SPECS, metadata: { storage: { dataDir: e2eDataDir } satisfies E2eStorage } },
    ...(postgresUrl
      ? [
          {
            name: 'staff-postgres',
            use: { ...chrome, baseURL: postgresInstanceUrls[0] },
            testMatch: STAFF_SPECS,
            metadata: { storage: { dataDir: postgresDataDir, databaseUrl: postgresUrl } satisfies E2eStorage },
          },
        ]
      : []),
  ],
  webServer: [
    // A DATABASE_URL in the shell that runs the tests must not move the SQLite server.
    server(port, { DATA_DIR: e2eDataDir, DATABASE_URL: '' }),
    ...(postgresUrl ? postgresInstanceUrls.map((url) => server(Number(new URL(url).port), { DATA_DIR: postgresDataDir, DATABASE_URL: postgresUrl, ...e2ePostgresKeys })) : []),
  ],
});
