// The backups' section of the bench (issue 44): how long a restore of 1,000,000 leads takes on each engine
// (`npm run restore`, checks included, until a server answers on it), and what replication costs the lead API
// (autocannon on POST /api/callbacks with it off and on, alternating, the same machine at one sitting).
//   node scripts/bench/backups.mjs [--engines sqlite,postgres] [--leads 1000000] [--seconds 10] [--connections 50] [--rounds 2]
// runs this section alone and prints it (docs/backups.md); `npm run bench` runs it with the rest.
import { execFile, execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs, promisify } from 'node:util';
import pg from 'pg';
import { findBinDir, freePort, startCluster } from '../postgres/throwaway-cluster.mjs';
import { endpoints, load } from './api-load.mjs';
import { fetchTokenPool, PAST_HURRIED_MS, VISITOR_ADDRESS_ENV } from './form-tokens.mjs';
import { seedPostgres, seedSqlite } from './lead-inbox-seed.mjs';
import { backupsSection } from './report-backups.mjs';
import { root, startHealviaServer } from './server.mjs';

const execFileAsync = promisify(execFile);
const KEYS = { JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-signing', FIELD_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64') };
// The seeding loads post one phone number from one address: the bot limits must not hold them back.
const NO_BOT_LIMITS = { BOT_PHONE_CALLBACKS_PER_HOUR: '100000', BOT_ADDRESS_LEADS_PER_HOUR: '100000', BOT_ADDRESS_SOFT_LEADS_PER_HOUR: '100000' };
const DEFAULT_ROUNDS = 5;
const owner = () => (process.getuid?.() === 0 ? { uid: Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })), gid: Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' })) } : undefined);

function tempDir(name, cleanups) {
  const dir = mkdtempSync(path.join(os.tmpdir(), `healvia-bench-backup-${name}-`));
  const postgres = owner();
  if (postgres) chownSync(dir, postgres.uid, postgres.gid);
  cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function asPostgres(name, args) {
  const binary = path.join(findBinDir(), name);
  const [command, commandArgs] = process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', binary, ...args]] : [binary, args];
  await execFileAsync(command, commandArgs, { cwd: os.tmpdir() });
}

/** `npm run restore -- …args`, timed; its output is kept for the report. */
async function timedRestore(args, env) {
  const started = performance.now();
  const { stdout } = await execFileAsync(process.execPath, ['--import', 'tsx', 'server/cli/restore.ts', ...args], { cwd: root, env: { ...process.env, ...env }, maxBuffer: 1 << 24 });
  return { seconds: (performance.now() - started) / 1000, output: stdout };
}

/**
 * Until the replica has everything: GET /healthz/backup from loopback says ok, with a backup confirmed and a lag under
 * the recovery-point budget (the lag is the age of the newest position the replica is seen holding: never exactly 0).
 */
async function untilReplicated(url, timeoutMs = 600_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const report = await (await fetch(new URL('/healthz/backup', url))).json();
    if (report.status === 'ok' && report.lagSeconds < 1 && report.lastSuccessfulBackupAt) return report;
    if (Date.now() > deadline) throw new Error(`the replica did not catch up: ${JSON.stringify(report)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * The lead API with replication off and on, each round on a fresh server and an empty database, its leads posted as
 * visitors post them (a form token each, from addresses and numbers of their own), so no round inherits the rows of
 * the one before (the per-address and per-number counts would grow) and no lead is held back. The two of a round run
 * back to back, in the order off-on, then on-off, and so on, and the cost is the median of the rounds' own costs: the
 * machine's drift over minutes (several percent here) moves both halves of a round alike, where comparing the medians
 * of all offs with all ons takes it for a cost or hides one.
 */
async function replicationCost({ start, seconds, connections, rounds: count = DEFAULT_ROUNDS, step, label }) {
  const rounds = { off: [], on: [] };
  const callbacks = endpoints()[0];
  for (let round = 0; round < count; round += 1) {
    for (const mode of round % 2 === 0 ? ['off', 'on'] : ['on', 'off']) {
      step(`${label}: POST /api/callbacks for ${seconds} s at ${connections} connections, replication ${mode} (round ${round + 1} of ${count})`);
      const server = await start({ on: mode === 'on', round });
      try {
        const tokens = await fetchTokenPool(server.url, callbacks.form, { seconds, connections });
        await new Promise((resolve) => setTimeout(resolve, PAST_HURRIED_MS));
        const { acknowledgedIds: _ids, ...figures } = await load(server.url, callbacks, { seconds, connections, tokens });
        rounds[mode].push(figures);
      } finally {
        await server.stop();
      }
    }
  }
  const median = (list) => {
    const sorted = [...list].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  };
  const perSecond = (mode) => rounds[mode].map((r) => r.requestsPerSecond);
  const roundCosts = perSecond('off').map((off, round) => (100 * (off - perSecond('on')[round])) / off);
  return { rounds, roundCosts, offPerSecond: median(perSecond('off')), onPerSecond: median(perSecond('on')), costPercent: median(roundCosts) };
}

async function onSqlite({ leads, seconds, connections, rounds, staticDir, cleanups, step }) {
  const dataDir = tempDir('sqlite-data', cleanups);
  const replica = tempDir('sqlite-replica', cleanups);
  const env = { ...KEYS, ...NO_BOT_LIMITS };
  await (await startHealviaServer({ dataDir, staticDir, env })).stop();
  step(`SQLite: seeding ${leads.toLocaleString('en')} leads, then Litestream's first snapshot`);
  seedSqlite(path.join(dataDir, 'healvia.sqlite'), leads);
  const backupEnv = { ...env, BACKUP_REPLICA: replica };
  const primary = await startHealviaServer({ dataDir, staticDir, env: backupEnv });
  const snapshotStarted = performance.now();
  await untilReplicated(primary.url);
  const snapshotSeconds = (performance.now() - snapshotStarted) / 1000;
  await primary.stop();
  rmSync(dataDir, { recursive: true, force: true });

  step('SQLite: npm run restore into a new data dir, then the server on it');
  const to = path.join(tempDir('sqlite-restored', cleanups), 'data');
  const restore = await timedRestore(['--to', to], { ...backupEnv, DATA_DIR: to });
  const startedAt = performance.now();
  const server = await startHealviaServer({ dataDir: to, staticDir, env });
  const serverSeconds = (performance.now() - startedAt) / 1000;
  await server.stop();

  const cost = await replicationCost({
    seconds,
    connections,
    rounds,
    step,
    label: 'SQLite',
    start: ({ on }) => {
      const costEnv = { ...KEYS, ...VISITOR_ADDRESS_ENV, ...(on ? { BACKUP_REPLICA: tempDir('sqlite-cost-replica', cleanups) } : {}) };
      return startHealviaServer({ dataDir: tempDir('sqlite-cost', cleanups), staticDir, env: costEnv });
    },
  });
  return { engine: 'sqlite', leads, snapshotSeconds, restoreSeconds: restore.seconds, serverSeconds, recoverySeconds: restore.seconds + serverSeconds, restoreOutput: restore.output, cost };
}

async function archivingCluster(archiveDir, archiveTimeoutSeconds) {
  const cluster = await startCluster();
  for (const setting of ["archive_mode = 'on'", `archive_command = 'test ! -f "${archiveDir}/%f" && cp "%p" "${archiveDir}/%f"'`, `archive_timeout = '${archiveTimeoutSeconds}s'`]) {
    const client = new pg.Client({ connectionString: cluster.adminUrl });
    await client.connect();
    await client.query(`ALTER SYSTEM SET ${setting}`).finally(() => client.end());
  }
  await cluster.kill();
  await cluster.restart();
  return cluster;
}

async function onPostgres({ leads, seconds, connections, rounds, staticDir, cleanups, step }) {
  const archive = tempDir('pg-archive', cleanups);
  const cluster = await archivingCluster(archive, 60);
  cleanups.push(cluster.stop);
  const databaseUrl = await cluster.createDatabase('healvia_backup');
  const dataDir = tempDir('pg-data', cleanups);
  const env = { ...KEYS, ...NO_BOT_LIMITS, DATABASE_URL: databaseUrl };
  await (await startHealviaServer({ dataDir, staticDir, env })).stop();
  step(`PostgreSQL: seeding ${leads.toLocaleString('en')} leads, a base backup, then more leads in the WAL archive`);
  await seedPostgres(databaseUrl, leads);
  const baseBackup = path.join(tempDir('pg-base', cleanups), 'base');
  const backupStarted = performance.now();
  await asPostgres('pg_basebackup', ['-h', '127.0.0.1', '-p', String(cluster.port), '-U', 'postgres', '-D', baseBackup, '-Fp', '-X', 'stream', '-c', 'fast']);
  const baseBackupSeconds = (performance.now() - backupStarted) / 1000;
  const primary = await startHealviaServer({ dataDir, staticDir, env });
  await load(primary.url, endpoints()[0], { seconds: 2, connections });
  await primary.stop();
  const client = new pg.Client({ connectionString: cluster.adminUrl });
  await client.connect();
  await client.query('SELECT pg_switch_wal()').finally(() => client.end());
  await cluster.kill();
  await cluster.stop();

  step('PostgreSQL: npm run restore -- --postgres into a new cluster, then the server on it');
  const to = path.join(tempDir('pg-restored', cleanups), 'pgdata');
  const port = await freePort();
  cleanups.push(() => asPostgres('pg_ctl', ['-D', to, '-m', 'immediate', '-w', 'stop']).catch(() => undefined));
  const restore = await timedRestore(['--postgres', '--base-backup', baseBackup, '--wal-archive', archive, '--to', to, '--port', String(port), '--socket-dir', to], env);
  const restoredUrl = new URL(databaseUrl);
  restoredUrl.port = String(port);
  const startedAt = performance.now();
  const server = await startHealviaServer({ dataDir, staticDir, env: { ...env, DATABASE_URL: restoredUrl.href } });
  const serverSeconds = (performance.now() - startedAt) / 1000;
  await server.stop();
  await asPostgres('pg_ctl', ['-D', to, '-m', 'fast', '-w', 'stop']);

  const costArchive = tempDir('pg-cost-archive', cleanups);
  const result = { engine: 'postgres', leads, baseBackupSeconds, restoreSeconds: restore.seconds, serverSeconds, recoverySeconds: restore.seconds + serverSeconds, restoreOutput: restore.output };
  const clusters = { off: await startCluster(), on: await archivingCluster(costArchive, 60) };
  cleanups.push(clusters.off.stop, clusters.on.stop);
  const cost = await replicationCost({
    seconds,
    connections,
    rounds,
    step,
    label: 'PostgreSQL',
    start: async ({ on, round }) => {
      const databaseUrl = await clusters[on ? 'on' : 'off'].createDatabase(`healvia_cost_${round}`);
      return startHealviaServer({ dataDir: tempDir('pg-cost-data', cleanups), staticDir, env: { ...KEYS, ...VISITOR_ADDRESS_ENV, DATABASE_URL: databaseUrl } });
    },
  });
  await clusters.off.stop();
  await clusters.on.stop();
  return { ...result, cost };
}

/** This section's figures on each engine. */
export async function measureBackups({ engines, leads = 1_000_000, seconds = 10, connections = 50, rounds = DEFAULT_ROUNDS, staticDir, cleanups, step }) {
  const results = [];
  for (const engine of engines) results.push(await (engine === 'sqlite' ? onSqlite : onPostgres)({ leads, seconds, connections, rounds, staticDir, cleanups, step }));
  return { engines: results };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({ options: { engines: { type: 'string', default: 'sqlite,postgres' }, leads: { type: 'string', default: '1000000' }, seconds: { type: 'string', default: '10' }, connections: { type: 'string', default: '50' }, rounds: { type: 'string', default: String(DEFAULT_ROUNDS) } } });
  const cleanups = [];
  try {
    const backups = await measureBackups({
      engines: values.engines.split(','),
      leads: Number(values.leads),
      seconds: Number(values.seconds),
      connections: Number(values.connections),
      rounds: Number(values.rounds),
      staticDir: path.join(root, 'no-site'),
      cleanups,
      step: (text) => console.log(`▶ ${text}`),
    });
    console.log(`\n${backupsSection(backups)}`);
    for (const engine of backups.engines) {
      const perRound = (mode) => engine.cost.rounds[mode].map((round) => Math.round(round.requestsPerSecond)).join(', ');
      const costs = engine.cost.roundCosts.map((cost) => `${cost.toFixed(1)} %`).join(', ');
      console.log(`\n${engine.engine}: leads/s per round, replication off ${perRound('off')}; on ${perRound('on')}; cost per round ${costs}`);
      console.log(`${engine.engine} restore output:\n${engine.restoreOutput}`);
    }
  } finally {
    while (cleanups.length > 0) await cleanups.pop()().catch((error) => console.error('clean-up failed:', error));
  }
}
