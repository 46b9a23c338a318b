// Playwright with the staff specs on PostgreSQL as well as SQLite: a throwaway cluster and one database for the run,
// the keys every server instance on it shares, then `playwright test` with the given arguments. playwright.config.ts
// sees E2E_DATABASE_URL, starts two more servers on that database and adds the `staff-postgres` project. The cluster
// is stopped and removed when Playwright ends, fails or is interrupted (and by the cluster's own watchdog should this
// process be killed outright).
//   node scripts/test-e2e-postgres.mjs [playwright test arguments]     (after `npm run build`; scripts/test-e2e.sh does both)
//   node scripts/test-e2e-postgres.mjs tests/e2e/staff-console.spec.ts --project staff-postgres
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { startCluster } from './postgres/throwaway-cluster.mjs';

const dataDir = process.env.E2E_POSTGRES_DATA_DIR ?? '.tmp/e2e-data-postgres';
rmSync(dataDir, { recursive: true, force: true });
const started = Date.now();
const cluster = await startCluster();
let code = 1;
try {
  const env = {
    ...process.env,
    E2E_POSTGRES_DATA_DIR: dataDir,
    E2E_DATABASE_URL: await cluster.createDatabase('healvia_e2e'),
    E2E_JWT_SECRET: randomBytes(32).toString('base64'),
    E2E_FIELD_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  };
  console.log(`PostgreSQL for the staff specs: a throwaway cluster on port ${cluster.port}, up in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const playwright = spawn('node_modules/.bin/playwright', ['test', ...process.argv.slice(2)], { env, stdio: 'inherit' });
  // Ctrl-C reaches Playwright too (one process group): let it close its servers, then stop the cluster below.
  process.on('SIGINT', () => {});
  process.on('SIGTERM', () => playwright.kill('SIGTERM'));
  code = await new Promise((resolve) => playwright.on('exit', (exitCode) => resolve(exitCode ?? 1)));
} finally {
  await cluster.stop();
}
process.exit(code);
