import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { runRestoreCommand } from '../../server/cli/restore-command';
import { createFieldCipher } from '../../server/security/field-cipher';
import { decodeKey, defaultKeyId } from '../../server/security/field-keys';
import { DATABASE_FILE_NAME } from '../../server/storage/database';
import {
  backupReport,
  byId,
  expectRestored,
  fileNamesUnder,
  keysPlace,
  registerPatientAndDoctor,
  startMachine,
  startTimedLoad,
  waitFor,
  type Machine,
} from './support/backup-drill';
import { postCallback } from './support/lead-load';

// The restore drill (issue 44): the machine running SQLite and Litestream dies mid-load, its disk with it; the
// data comes back from the replica onto a fresh data dir. The budget is the whole drill's, start to finish.
const DRILL_BUDGET = { timeout: 30_000 };
const RECOVERY_POINT_BUDGET_MS = 1_000;
const TABLES = ['callbacks', 'leads', 'patients', 'doctors', 'documents'] as const;

const dirs: string[] = [];
const machines: Machine[] = [];
const tempDir = (name: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), `healvia-drill-${name}-`));
  dirs.push(dir);
  return dir;
};
afterEach(async () => {
  await Promise.all(machines.splice(0).map((machine) => machine.die()));
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

type Tables = Record<(typeof TABLES)[number], Map<string, Record<string, unknown>>>;

function readRows(dataDir: string): Tables {
  const db = new Database(path.join(dataDir, DATABASE_FILE_NAME), { readonly: true, fileMustExist: true });
  try {
    return Object.fromEntries(TABLES.map((table) => [table, byId(db.prepare(`SELECT * FROM ${table}`).all() as Record<string, unknown>[])])) as Tables;
  } finally {
    db.close();
  }
}

describe('SQLite restore drill: the machine dies, the data comes back from the Litestream replica', () => {
  it('restores every lead acknowledged more than 1 s before the failure, field by field, the uploads and the ID numbers', DRILL_BUDGET, async () => {
    const drillStarted = performance.now();
    const phases: string[] = [];
    const phase = (name: string) => phases.push(`${name} ${((performance.now() - drillStarted) / 1000).toFixed(1)}`);
    const keys = keysPlace();
    dirs.push(keys.dir);
    const [primaryDir, replicaDir, restoredDir] = [tempDir('primary'), tempDir('replica'), path.join(tempDir('new-disk'), 'data')];
    const env = { ...keys.env, BACKUP_REPLICA: replicaDir, BACKUP_SYNC_INTERVAL_MS: '250', BACKUP_UPLOADS_INTERVAL_SECONDS: '1' };
    const primary = await startMachine({ dataDir: primaryDir, env });
    machines.push(primary);

    phase('primary up');
    const load = startTimedLoad(primary.url);
    await waitFor('leads acknowledged', async () => load.acknowledged.length, (count) => count >= 50);
    const registered = await registerPatientAndDoctor(primary.url);
    // Uploads reach the replica within their copy interval: wait for the copy that began after they were stored.
    const report = await waitFor('uploads copied', () => backupReport(primary.url), (r) => Date.parse(r.uploads?.lastCopyAt ?? '') > registered.at && r.uploads?.pendingFiles === 0);
    expect(report).toMatchObject({ status: 'ok', method: 'litestream', replica: replicaDir });
    // The monitor's view, read every half second on a machine under load; the recovery point itself is measured below.
    expect(report.lagSeconds).toBeLessThan(5);
    // The failure lands mid-load: more leads acknowledged after the backup was seen keeping up.
    const acknowledgedThen = load.acknowledged.length;
    await waitFor('more leads acknowledged', async () => load.acknowledged.length, (count) => count >= acknowledgedThen + 50);

    phase('ready to fail');
    const before = readRows(primaryDir);
    const storedUploads = [...before.documents.values()].map((row) => String(row.stored_name));
    const uploadBytes = new Map(storedUploads.map((name) => [name, readFileSync(path.join(primaryDir, 'uploads', name))]));
    const failedAt = Date.now();
    await primary.die();
    await load.stop();
    rmSync(primaryDir, { recursive: true, force: true });

    phase('failed');
    const restoreStarted = performance.now();
    let printed = '';
    const code = await runRestoreCommand(['--to', restoredDir], env, { out: (text) => (printed += text), err: (text) => (printed += text) });
    expect(code, printed).toBe(0);
    expect(printed).toMatch(/integrity_check: ok/);
    expect(printed).toMatch(/ID numbers: all 4 encrypted ones decrypt/);
    const restarted = await startMachine({ dataDir: restoredDir, env });
    machines.push(restarted);
    const recoveryTimeMs = performance.now() - restoreStarted;
    phase('restored and up');
    const afterRestore = await postCallback(restarted.url);
    expect(afterRestore.status, afterRestore.body).toBe(201);

    const restored = readRows(restoredDir);
    const recoveryPointMs = expectRestored({ acknowledged: load.acknowledged, failedAt, primary: before.callbacks, restored: restored.callbacks, budgetMs: RECOVERY_POINT_BUDGET_MS });
    // Each callback's inbox entry (none for a quarantined one) shares its id.
    const required = new Set(load.acknowledged.filter(({ at }) => at < failedAt - RECOVERY_POINT_BUDGET_MS).map(({ id }) => id));
    for (const [id, row] of before.leads) if (required.has(id) || restored.leads.has(id)) expect(restored.leads.get(id), `leads ${id}`).toEqual(row);
    for (const table of ['patients', 'doctors', 'documents'] as const) {
      for (const [id, row] of before[table]) expect(restored[table].get(id), `${table} ${id}`).toEqual(row);
    }
    for (const [name, bytes] of uploadBytes) {
      const file = readFileSync(path.join(restoredDir, 'uploads', name));
      expect(file.equals(bytes), name).toBe(true);
      expect((await sharp(file).metadata()).width).toBeGreaterThan(0);
    }
    const key = decodeKey(readFileSync(path.join(keys.dir, 'field-encryption-key'), 'utf8'));
    const cipher = createFieldCipher({ current: { id: defaultKeyId(key!), key: key! }, byId: new Map([[defaultKeyId(key!), key!]]) });
    const patient = restored.patients.get(registered.patientId);
    expect(cipher.decrypt(String(patient?.aadhar_number), 'patients.aadhar_number')).toBe('123412341234');
    // The keys stayed in their own place: nothing of them in the replica.
    expect(fileNamesUnder(replicaDir).filter((name) => /jwt-secret|field-encryption-key/.test(name))).toEqual([]);

    console.info(
      `SQLite restore drill: ${load.acknowledged.length} leads acknowledged; lag seen by /healthz/backup under load ${report.lagSeconds} s; recovery point ${recoveryPointMs} ms (budget ${RECOVERY_POINT_BUDGET_MS} ms); ` +
        `recovery time ${(recoveryTimeMs / 1000).toFixed(1)} s (restore, checks and a server answering); whole drill ${((performance.now() - drillStarted) / 1000).toFixed(1)} s (${phases.join(', ')})`,
    );
  });
});
