// The API section of the bench: the real server on each storage engine under the same load, then the floors
// it is compared with, all in one run so the ratios hold on a shared machine.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startCluster } from '../postgres/throwaway-cluster.mjs';
import { readProfile, summariseProfile } from './cpu-profile.mjs';
import { setTimeout as sleep } from 'node:timers/promises';
import { checkRows, endpoints, load, postgresStoredIds, rawInsertRate, rawPostgresInsertRate, sqliteStoredIds } from './api-load.mjs';
import { fetchTokenPool, PAST_HURRIED_MS, VISITOR_ADDRESS_ENV } from './form-tokens.mjs';
import { root, startBareServer, startHealviaServer } from './server.mjs';

export const ENGINES = ['sqlite', 'postgres'];
export const ENGINE_LABELS = { sqlite: 'SQLite', postgres: 'PostgreSQL' };

// PostgreSQL mode generates no secrets of its own (every instance must share them); throwaway ones here.
const POSTGRES_SECRETS = {
  JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-signing',
  FIELD_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
};
// The server's default pool; the raw PostgreSQL floor uses as many connections.
const POSTGRES_POOL_SIZE = 10;

const strip = ({ acknowledgedIds: _ids, ...figures }) => figures;

/**
 * The form tokens a load of `endpoint` sends, one per lead as the site's forms do (issue 41): fetched under the
 * same load beforehand, then aged past the hurried window.
 */
async function tokensFor(server, endpoint, { seconds, connections, step, label }) {
  step(`autocannon GET /api/form-token?form=${endpoint.form} on ${label} (${connections} connections, ${seconds} s): a token per lead to come`);
  const tokens = await fetchTokenPool(server.url, endpoint.form, { seconds, connections });
  await sleep(PAST_HURRIED_MS);
  return tokens;
}

/**
 * Each endpoint under load for `seconds`, the server stopped (in-flight requests settled), then the rows checked.
 * `asVisitors`: each lead with a form token and an address of its own (Healvia); the bare server needs none.
 */
async function loadEveryEndpoint(server, { seconds, connections, step, label, asVisitors = true }) {
  const figures = [];
  for (const endpoint of endpoints()) {
    const tokens = asVisitors ? await tokensFor(server, endpoint, { seconds, connections, step, label }) : undefined;
    step(`autocannon POST ${endpoint.path} on ${label} (${connections} connections, ${seconds} s)`);
    figures.push({ endpoint, result: await load(server.url, endpoint, { seconds, connections, tokens }) });
    // A server that died mid-run turns the rest into connection errors: say so instead of reporting them.
    const death = server.exitedEarly();
    if (death) throw new Error(`${label} ${death} during POST ${endpoint.path}; its last output:\n${server.output()}`);
  }
  await server.stop();
  return figures;
}

async function measureSqlite(settings) {
  const { cleanups, staticDir } = settings;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'healvia-bench-data-'));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  const server = await startHealviaServer({ dataDir, staticDir, env: VISITOR_ADDRESS_ENV });
  cleanups.push(server.stop);
  const figures = await loadEveryEndpoint(server, { ...settings, label: 'Healvia (SQLite)' });
  const file = path.join(dataDir, 'healvia.sqlite');
  return { engine: 'sqlite', figures: figures.map((entry) => ({ ...entry, stored: sqliteStoredIds(file, entry.endpoint.table) })) };
}

async function measurePostgres(settings) {
  const { cleanups, staticDir, step } = settings;
  const cluster = await startCluster();
  cleanups.push(cluster.stop);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'healvia-bench-data-'));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  const databaseUrl = await cluster.createDatabase('healvia_bench');
  const env = { ...POSTGRES_SECRETS, ...VISITOR_ADDRESS_ENV, DATABASE_URL: databaseUrl, DATABASE_POOL_SIZE: String(POSTGRES_POOL_SIZE) };
  const server = await startHealviaServer({ dataDir, staticDir, env });
  cleanups.push(server.stop);
  const figures = await loadEveryEndpoint(server, { ...settings, label: 'Healvia (PostgreSQL)' });
  for (const entry of figures) entry.stored = await postgresStoredIds(databaseUrl, entry.endpoint.table);
  step(`raw PostgreSQL durable inserts (${POSTGRES_POOL_SIZE} connections, ${settings.floorSeconds} s)`);
  const rawPostgres = await rawPostgresInsertRate(await cluster.createDatabase('raw_inserts'), settings.floorSeconds, POSTGRES_POOL_SIZE);
  await cluster.stop();
  return { engine: 'postgres', figures, rawPostgres, poolSize: POSTGRES_POOL_SIZE };
}

/**
 * A separate run of POST /api/callbacks on SQLite under `node --cpu-prof` (profiling slows it, so its rate is
 * not reported with the others): where the busy time of the request path goes, start-up left out.
 */
async function profileRequestPath({ seconds, connections, staticDir, cleanups, step }) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'healvia-bench-profile-'));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  const profileDir = path.join(dataDir, 'cpu-profile');
  const spawnedAt = performance.now();
  const server = await startHealviaServer({ dataDir, staticDir, env: VISITOR_ADDRESS_ENV, nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] });
  cleanups.push(server.stop);
  const [callbacks] = endpoints();
  const profileSeconds = Math.min(seconds, 5);
  const tokens = await tokensFor(server, callbacks, { seconds: profileSeconds, connections, step, label: 'SQLite' });
  step(`CPU profile of POST ${callbacks.path} on SQLite (${connections} connections, ${profileSeconds} s, node --cpu-prof)`);
  const loadFromMs = performance.now() - spawnedAt;
  await load(server.url, callbacks, { seconds: profileSeconds, connections, tokens });
  await server.stop();
  return { path: callbacks.path, seconds: profileSeconds, ...summariseProfile(readProfile(profileDir), { root, fromMs: loadFromMs }) };
}

/**
 * Healvia on each engine, the bare node:http server, raw better-sqlite3 inserts (and raw PostgreSQL inserts
 * when PostgreSQL is measured). `cleanups` receives what must be stopped if the bench is interrupted.
 */
export async function measureApi({ engines, seconds, connections, floorSeconds, staticDir, cleanups, step }) {
  const settings = { seconds, connections, floorSeconds, staticDir, cleanups, step };
  const measured = [];
  for (const engine of engines) measured.push(await (engine === 'postgres' ? measurePostgres(settings) : measureSqlite(settings)));

  const bareServer = await startBareServer();
  cleanups.push(bareServer.stop);
  const bare = await loadEveryEndpoint(bareServer, { ...settings, label: 'bare node:http', asVisitors: false });
  step(`raw better-sqlite3 durable inserts (${floorSeconds} s)`);
  const rawSqlite = rawInsertRate(floorSeconds);
  const rawPostgres = measured.find((entry) => entry.rawPostgres)?.rawPostgres ?? null;
  const profile = engines.includes('sqlite') ? await profileRequestPath(settings) : null;

  return {
    seconds,
    connections,
    rawSqlite,
    rawPostgres,
    profile,
    bare: bare.map(({ endpoint, result }) => ({ path: endpoint.path, figures: strip(result) })),
    engines: measured.map(({ engine, figures, poolSize }) => ({
      engine,
      label: ENGINE_LABELS[engine],
      poolSize: poolSize ?? null,
      endpoints: figures.map(({ endpoint, result, stored }, index) => ({
        path: endpoint.path,
        healvia: strip(result),
        ratioToBare: result.requestsPerSecond / bare[index].result.requestsPerSecond,
        ratioToRawSqlite: result.requestsPerSecond / rawSqlite.rowsPerSecond,
        ratioToRawPostgres: rawPostgres ? result.requestsPerSecond / rawPostgres.rowsPerSecond : null,
        rows: checkRows(stored, result.acknowledgedIds, connections),
      })),
    })),
  };
}
