import { defineConfig, devices } from '@playwright/test';
import { browserTestLaunchOptions } from './tests/chromium-launch.js';

const port = Number(process.env.E2E_PORT ?? 4173);
// Lets context.route() and setOffline() reach the service worker's own fetches (microsoft/playwright#2311):
// tests/e2e/offline.spec.ts cuts the network for the worker too. Read when the browser is launched.
process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = '1';
/** Fixed so test workers can read what the server stored; scripts/test-e2e.sh empties it before each run. */
export const e2eDataDir = process.env.E2E_DATA_DIR ?? '.tmp/e2e-data';

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
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node_modules/.bin/tsx server/main.ts',
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: e2eDataDir,
      STATIC_DIR: 'dist',
      RATE_LIMIT_MAX: '10000',
      AUTH_RATE_LIMIT_IP_MAX: '10000',
      AUTH_RATE_LIMIT_EMAIL_MAX: '10000',
      NODE_ENV: 'production',
    },
  },
});
