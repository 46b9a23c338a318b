import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, startCluster, type ThrowawayCluster } from '../../scripts/postgres/throwaway-cluster.mjs';
import { postgresOwner, runPostgresTool, takeBaseBackup } from '../../server/backup/postgres-tools';
import { runRestoreCommand } from '../../server/cli/restore-command';
import { createFieldCipher } from '../../server/security/field-cipher';
import { decodeKey, defaultKeyId } from '../../server/security/field-keys';
import { backupReport, byId, expectRestored, keysPlace, registerPatientAndDoctor, startMachine, startTimedLoad, waitFor, type Machine } from './support/backup-drill';
import { postCallback } from './support/lead-load';

// The restore drill on PostgreSQL (issue 44): a base backup, then WAL archived by archive_command every second
// (archive_timeout); the cluster and the API die mid-load and the cluster's data dir is deleted; a point-in-time
// restore (npm run restore -- --postgres) brings up a new cluster. The budget is the whole drill's.
const DRILL_BUDGET = { timeout: 30_000 };
const ARCHIVE_TIMEOUT_S = 1;
/** archive_timeout plus a second for the segment switch and the copy. */
const RECOVERY_POINT_BUDGET_MS = ARCHIVE_TIMEOUT_S * 1000 + 1_000;
/** postgresql.conf lines: each finished WAL segment copied into `archiveDir`, a segment finished every second. */
const archiving = (archiveDir: string) => ["archive_mode = 'on'", `archive_command = 'test ! -f "${archiveDir}/%f" && cp "%p" "${archiveDir}/%f"'`, `archive_timeout = '${ARCHIVE_TIMEOUT_S}s'`];
const TABLES = ['callbacks', 'leads', 'patients', 'doctors', 'documents'] as const;

const dirs: string[] = [];
const machines: Machine[] = [];
let cluster: ThrowawayCluster | undefined;
let restoredCluster: string | undefined;
const owner = process.getuid?.() === 0 ? postgresOwner() : undefined;
/** A temp dir the postgres user may use (it runs the cluster, the archive and the base backup). */
const tempDir = (name: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), `healvia-drill-${name}-`));
  if (owner) chownSync(dir, owner.uid, owner.gid);
  dirs.push(dir);
  return dir;
};
afterEach(async () => {
  await Promise.all(machines.splice(0).map((machine) => machine.die()));
  if (restoredCluster && existsSync(path.join(restoredCluster, 'postmaster.pid'))) await runPostgresTool('pg_ctl', ['-D', restoredCluster, '-m', 'immediate', '-w', 'stop']);
  restoredCluster = undefined;
  await cluster?.stop();
  cluster = undefined;
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const readRows = (url: string) =>
  withClient(url, async (client) => {
    const tables: Record<string, Map<string, Record<string, unknown>>> = {};
    for (const table of TABLES) tables[table] = byId((await client.query(`SELECT * FROM ${table}`)).rows);
    const contents = new Map((await client.query<{ document_id: string; content: Buffer }>('SELECT document_id, content FROM document_contents')).rows.map((row) => [row.document_id, row.content]));
    return { ...(tables as Record<(typeof TABLES)[number], Map<string, Record<string, unknown>>>), contents };
  });

describe('PostgreSQL restore drill: the cluster is lost, a point-in-time restore brings it back', () => {
  it('restores every lead acknowledged more than the archive timeout before the failure, field by field, the uploads and the ID numbers', DRILL_BUDGET, async () => {
    const drillStarted = performance.now();
    const phases: string[] = [];
    const phase = (name: string) => phases.push(`${name} ${((performance.now() - drillStarted) / 1000).toFixed(1)}`);
    const keys = keysPlace();
    dirs.push(keys.dir);
    const archiveDir = tempDir('wal-archive');
    const baseBackup = path.join(tempDir('base-backup'), 'base');
    cluster = await startCluster({ settings: archiving(archiveDir) });
    phase('cluster up');
    const databaseUrl = await cluster.createDatabase('drill');
    const env = { ...keys.env, DATABASE_URL: databaseUrl };
    // Last night's base backup, taken while the server starts: the restore replays everything after it.
    const [primary] = await Promise.all([startMachine({ dataDir: tempDir('primary'), env }), takeBaseBackup({ host: '127.0.0.1', port: cluster.port, to: baseBackup })]);
    machines.push(primary);

    phase('primary up');
    const load = startTimedLoad(primary.url);
    await waitFor('leads acknowledged', async () => load.acknowledged.length, (count) => count >= 50);
    const registered = await registerPatientAndDoctor(primary.url);
    const report = await waitFor('WAL archived', () => backupReport(primary.url), (r) => r.status === 'ok' && r.lastSuccessfulBackupAt !== null && Date.parse(r.lastSuccessfulBackupAt) > registered.at);
    expect(report).toMatchObject({ method: 'postgres-wal-archive' });
    // The failure lands mid-load: more leads acknowledged after the backup was seen keeping up.
    const acknowledgedThen = load.acknowledged.length;
    await waitFor('more leads acknowledged', async () => load.acknowledged.length, (count) => count >= acknowledgedThen + 50);

    phase('ready to fail');
    const before = await readRows(databaseUrl);
    const failedAt = Date.now();
    await Promise.all([primary.die(), cluster.kill()]);
    await load.stop();
    await cluster.stop();
    cluster = undefined;

    phase('failed');
    const restoreStarted = performance.now();
    const port = await freePort();
    const to = path.join(tempDir('new-cluster'), 'pgdata');
    restoredCluster = to;
    let printed = '';
    const code = await runRestoreCommand(['--postgres', '--base-backup', baseBackup, '--wal-archive', archiveDir, '--to', to, '--port', String(port), '--socket-dir', to], env, {
      out: (text) => (printed += text),
      err: (text) => (printed += text),
    });
    expect(code, printed).toBe(0);
    expect(printed).toMatch(/ID numbers: all 4 encrypted ones decrypt/);
    const restoredUrl = new URL(databaseUrl);
    restoredUrl.port = String(port);
    const restarted = await startMachine({ dataDir: tempDir('new-data'), env: { ...env, DATABASE_URL: restoredUrl.href } });
    machines.push(restarted);
    const recoveryTimeMs = performance.now() - restoreStarted;
    phase('restored and up');
    const afterRestore = await postCallback(restarted.url);
    expect(afterRestore.status, afterRestore.body).toBe(201);

    const restored = await readRows(restoredUrl.href);
    const recoveryPointMs = expectRestored({ acknowledged: load.acknowledged, failedAt, primary: before.callbacks, restored: restored.callbacks, budgetMs: RECOVERY_POINT_BUDGET_MS });
    const required = new Set(load.acknowledged.filter(({ at }) => at < failedAt - RECOVERY_POINT_BUDGET_MS).map(({ id }) => id));
    for (const [id, row] of before.leads) if (required.has(id) || restored.leads.has(id)) expect(restored.leads.get(id), `leads ${id}`).toEqual(row);
    for (const table of ['patients', 'doctors', 'documents'] as const) {
      for (const [id, row] of before[table]) expect(restored[table].get(id), `${table} ${id}`).toEqual(row);
    }
    expect(before.contents.size).toBe(3);
    for (const [documentId, bytes] of before.contents) {
      const content = restored.contents.get(documentId);
      expect(content?.equals(bytes), documentId).toBe(true);
      expect((await sharp(content).metadata()).width).toBeGreaterThan(0);
    }
    const key = decodeKey(readFileSync(path.join(keys.dir, 'field-encryption-key'), 'utf8'));
    const cipher = createFieldCipher({ current: { id: defaultKeyId(key!), key: key! }, byId: new Map([[defaultKeyId(key!), key!]]) });
    expect(cipher.decrypt(String(restored.patients.get(registered.patientId)?.aadhar_number), 'patients.aadhar_number')).toBe('123412341234');

    console.info(
      `PostgreSQL restore drill: ${load.acknowledged.length} leads acknowledged; recovery point ${recoveryPointMs} ms (budget ${RECOVERY_POINT_BUDGET_MS} ms, archive_timeout ${ARCHIVE_TIMEOUT_S} s); ` +
        `recovery time ${(recoveryTimeMs / 1000).toFixed(1)} s (restore, replay, checks and a server answering); whole drill ${((performance.now() - drillStarted) / 1000).toFixed(1)} s (${phases.join(', ')})`,
    );
  });
});
