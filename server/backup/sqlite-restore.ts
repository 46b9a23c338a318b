import { execFile } from 'node:child_process';
import { copyFile, mkdir, readdir } from 'node:fs/promises';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import type { FieldKey } from '../security/field-cipher';
import { DATABASE_FILE_NAME, sqliteMigrationNames } from '../storage/database';
import { uploadsDirOf } from '../storage/stores';
import type { BackupSettings } from './backup-settings';
import { litestreamConfig } from './litestream-config';
import { litestreamBinary } from './litestream-process';
import { checkIdNumbers, checkMigrations, printRowCounts, type CheckOutput } from './restore-checks';
import { CURRENT_UPLOADS_DIR_NAME, DAILY_UPLOADS_DIR_NAME } from './upload-copier';

const execFileAsync = promisify(execFile);

/** `litestream restore`: the newest snapshot before `timestamp` (or the newest), then the WAL segments after it. */
async function restoreDatabase(dbPath: string, settings: BackupSettings, timestamp: string | undefined): Promise<void> {
  const configDir = mkdtempSync(path.join(tmpdir(), 'healvia-restore-'));
  try {
    const configFile = path.join(configDir, 'litestream.yml');
    writeFileSync(configFile, litestreamConfig({ dbPath, replica: settings.replica, timing: settings }), { mode: 0o600 });
    const args = ['restore', '-config', configFile, ...(timestamp ? ['-timestamp', timestamp] : []), dbPath];
    await execFileAsync(litestreamBinary(), args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const detail = error instanceof Error && 'stderr' in error ? String(error.stderr).trim() : String(error);
    throw new Error(`litestream restore failed: ${detail}`, { cause: error });
  } finally {
    rmSync(configDir, { recursive: true, force: true });
  }
}

/** Each upload the restored database names, from the replica's mirror or else the newest daily snapshot holding it. */
async function restoreUploads(storedNames: string[], uploadsReplica: string, uploadsDir: string): Promise<{ restored: number; fromSnapshots: number; missing: string[] }> {
  await mkdir(uploadsDir, { recursive: true, mode: 0o700 });
  const sources = [path.join(uploadsReplica, CURRENT_UPLOADS_DIR_NAME)];
  const days = await readdir(path.join(uploadsReplica, DAILY_UPLOADS_DIR_NAME)).catch(() => [] as string[]);
  sources.push(...days.filter((day) => /^\d{4}-\d{2}-\d{2}$/.test(day)).sort().reverse().map((day) => path.join(uploadsReplica, DAILY_UPLOADS_DIR_NAME, day)));
  const result = { restored: 0, fromSnapshots: 0, missing: [] as string[] };
  for (const name of storedNames) {
    const safeName = path.basename(name);
    let found = false;
    for (const [index, source] of sources.entries()) {
      found = await copyFile(path.join(source, safeName), path.join(uploadsDir, safeName)).then(() => true, () => false);
      if (!found) continue;
      result.restored += 1;
      if (index > 0) result.fromSnapshots += 1;
      break;
    }
    if (!found) result.missing.push(safeName);
  }
  return result;
}

export type SqliteRestoreOptions = { to: string; timestamp?: string; settings: BackupSettings; keys: { current?: FieldKey; retired: FieldKey[] }; output: CheckOutput };

/** Restores DATA_DIR's database and uploads into `to` (empty), then checks what it restored. */
export async function restoreSqlite({ to, timestamp, settings, keys, output }: SqliteRestoreOptions): Promise<void> {
  const started = performance.now();
  await mkdir(to, { recursive: true, mode: 0o700 });
  const dbPath = path.join(to, DATABASE_FILE_NAME);
  await restoreDatabase(dbPath, settings, timestamp);
  output.line(`Restored ${dbPath} from ${settings.replicaLabel} (${timestamp ? `as of ${timestamp}` : 'latest'}) in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const db = new Database(dbPath);
  try {
    const query = async (text: string) => db.prepare(text).all() as Record<string, unknown>[];
    const integrity = db.pragma('integrity_check', { simple: false }) as { integrity_check: string }[];
    const verdict = integrity.map((row) => row.integrity_check);
    if (verdict.length === 1 && verdict[0] === 'ok') output.line('integrity_check: ok');
    else output.problem(`integrity_check: ${verdict.slice(0, 10).join('; ')}`);
    await checkMigrations(query, sqliteMigrationNames(), output);
    const tables = (await query("SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '\\_litestream%' ESCAPE '\\' ORDER BY name")).map((row) => String(row.name));
    await printRowCounts(query, tables, output);
    const storedNames = (await query('SELECT stored_name FROM documents')).map((row) => String(row.stored_name));
    const uploads = await restoreUploads(storedNames, settings.uploadsDir, uploadsDirOf(to));
    const note = uploads.fromSnapshots > 0 ? ` (${uploads.fromSnapshots} from daily snapshots)` : '';
    if (uploads.missing.length === 0) output.line(`uploads: all ${uploads.restored} documents' files restored from ${settings.uploadsDir}${note}`);
    else output.problem(`uploads: ${uploads.missing.length} of ${storedNames.length} documents' files are in no copy of ${settings.uploadsDir} (stored within the last copy interval before the failure?): ${uploads.missing.slice(0, 5).join(', ')}`);
    await checkIdNumbers(query, keys, output);
  } finally {
    db.close();
  }
  output.line(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s. The keys are not in the backup: start the server with DATA_DIR=${to} and JWT_SECRET, FIELD_ENCRYPTION_KEY (and any FIELD_ENCRYPTION_RETIRED_KEYS) from where you keep them.`);
}
