// Browser journeys against the production build with the server on PostgreSQL: a throwaway cluster, one database,
// the shared secrets a PostgreSQL server requires, then Playwright with the given arguments (specs, flags). The E2E
// server and the specs' own `npm run staff` calls read DATABASE_URL and the keys from this process's environment.
// Only specs that reach storage through the server or its commands belong here (some read SQLite's file directly).
//   node scripts/test-e2e-postgres.mjs tests/e2e/staff-console.spec.ts      (after `npm run build`)
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { startCluster } from './postgres/throwaway-cluster.mjs';

const dataDir = process.env.E2E_DATA_DIR ?? '.tmp/e2e-data-postgres';
rmSync(dataDir, { recursive: true, force: true });
const cluster = await startCluster();
let code = 1;
try {
  const env = {
    ...process.env,
    E2E_DATA_DIR: dataDir,
    DATABASE_URL: await cluster.createDatabase('healvia_e2e'),
    JWT_SECRET: randomBytes(32).toString('base64'),
    FIELD_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  };
  const playwright = spawn('node_modules/.bin/playwright', ['test', ...process.argv.slice(2)], { env, stdio: 'inherit' });
  code = await new Promise((resolve) => playwright.on('exit', (exitCode) => resolve(exitCode ?? 1)));
} finally {
  await cluster.stop();
}
process.exit(code);
