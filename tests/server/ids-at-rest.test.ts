import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp, type AppOptions } from '../../server/app';
import { runLeadsCommand } from '../../server/cli/leads-command';
import type { FieldKey } from '../../server/security/field-cipher';
import { DATABASE_FILE_NAME } from '../../server/storage/database';
import { patientWithEveryId, validPatient } from './support/fixtures';
import { TEST_JWT_SECRET } from './support/test-app';

const CLEAR_IDS = ['123412341234', 'PMJAY98765', 'RC-556677', 'SH-2024-778899'];

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function freshDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'healvia-at-rest-'));
  dirs.push(dir);
  return dir;
}

/** Every byte the server keeps on disk: the database, its -wal and -shm, key files, uploads. */
function rawBytesOf(dataDir: string): Buffer {
  const files = readdirSync(dataDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return Buffer.concat(files.map((entry) => readFileSync(path.join(entry.parentPath, entry.name))));
}

async function withApp<T>(options: AppOptions, work: (app: Awaited<ReturnType<typeof buildApp>>) => Promise<T>): Promise<T> {
  const app = await buildApp({ jwtSecret: TEST_JWT_SECRET, ...options });
  try {
    return await work(app);
  } finally {
    await app.close();
  }
}

const submit = (app: Awaited<ReturnType<typeof buildApp>>, body: unknown) =>
  app.inject({ method: 'POST', url: '/api/patients', payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } });

async function exportPatients(dataDir: string, env: NodeJS.ProcessEnv = {}) {
  let out = '';
  let err = '';
  const code = await runLeadsCommand(['export', 'patients', '--format', 'json'], { DATA_DIR: dataDir, ...env }, { out: (text) => (out += text), err: (text) => (err += text) });
  return { code, out, err };
}

const aadhaarColumn = (dataDir: string) => {
  const db = new Database(path.join(dataDir, DATABASE_FILE_NAME), { readonly: true });
  try {
    return db.prepare('SELECT aadhar_number FROM patients').pluck().all() as string[];
  } finally {
    db.close();
  }
};

describe('ID numbers at rest', () => {
  it('leaves no Aadhaar, PMJAY, other ID or policy number in clear text in the database file or its WAL', async () => {
    const dataDir = freshDataDir();
    await withApp({ dataDir }, async (app) => {
      expect((await submit(app, patientWithEveryId())).statusCode).toBe(201);
      // Read while the server still runs: the row is then only in the -wal file.
      const bytes = rawBytesOf(dataDir);
      expect(readdirSync(dataDir)).toContain(`${DATABASE_FILE_NAME}-wal`);
      expect(bytes.includes('Meera Iyer')).toBe(true);
      for (const id of CLEAR_IDS) expect(bytes.includes(id), id).toBe(false);
    });
    const bytes = rawBytesOf(dataDir);
    for (const id of CLEAR_IDS) expect(bytes.includes(id), id).toBe(false);
  });

  it('encrypts clear-text values left by an older version at the next start, and says how many', async () => {
    const dataDir = freshDataDir();
    await withApp({ dataDir }, async () => {});
    const db = new Database(path.join(dataDir, DATABASE_FILE_NAME));
    db.prepare(
      `INSERT INTO patients (id, full_name, gender, age, mobile_number, email, aadhar_available, aadhar_number, ayushman_available,
       pmjay_id, ration_card_available, declaration, privacy_policy, terms_conditions, signature)
       VALUES ('legacy-1', 'Old Row', 'Male', 50, '+919800000000', 'old@example.com', 1, '999988887777', 1, 'PMJAY00001', 0, 1, 1, 1, 'Old Row')`,
    ).run();
    db.close();
    expect(rawBytesOf(dataDir).includes('999988887777')).toBe(true);

    const lines: string[] = [];
    await withApp({ dataDir, logger: { level: 'info', stream: { write: (line) => lines.push(line) } } }, async () => {});

    expect(aadhaarColumn(dataDir)).toEqual([expect.stringMatching(/^enc:v1:/)]);
    expect(lines.join('')).toContain('Stored ID numbers: 2 clear-text values encrypted, 0 moved to the current key');
    const bytes = rawBytesOf(dataDir);
    for (const id of ['999988887777', 'PMJAY00001']) expect(bytes.includes(id), id).toBe(false);
    expect(JSON.parse((await exportPatients(dataDir)).out)).toEqual([expect.objectContaining({ aadhar_number: 'XXXXXXXX7777', pmjay_id: 'XXXXXX0001' })]);
  });

  it('moves values to a new key at the start after rotation, so the retired key can then go', async () => {
    const oldKey: FieldKey = { id: 'old', key: Buffer.alloc(32, 1) };
    const newKey: FieldKey = { id: 'new', key: Buffer.alloc(32, 2) };
    const dataDir = freshDataDir();
    await withApp({ dataDir, fieldKeys: { current: oldKey, retired: [] } }, async (app) => {
      expect((await submit(app, validPatient())).statusCode).toBe(201);
    });
    expect(aadhaarColumn(dataDir)).toEqual([expect.stringMatching(/^enc:v1:old:/)]);

    const newOnly = { FIELD_ENCRYPTION_KEY: newKey.key.toString('base64'), FIELD_ENCRYPTION_KEY_ID: 'new' };
    const beforeRestart = await exportPatients(dataDir, newOnly);
    expect(beforeRestart.code).toBe(1);
    expect(beforeRestart.err).toContain('encrypted with key "old", which is not configured');

    await withApp({ dataDir, fieldKeys: { current: newKey, retired: [oldKey] } }, async () => {});
    expect(aadhaarColumn(dataDir)).toEqual([expect.stringMatching(/^enc:v1:new:/)]);
    const afterRestart = await exportPatients(dataDir, newOnly);
    expect(afterRestart.code).toBe(0);
    expect(JSON.parse(afterRestart.out)).toEqual([expect.objectContaining({ aadhar_number: 'XXXXXXXX1234' })]);
  });

  it('keeps serving when a stored value cannot be read, and reports it without the value', async () => {
    const dataDir = freshDataDir();
    const lost: FieldKey = { id: 'lost', key: Buffer.alloc(32, 3) };
    await withApp({ dataDir, fieldKeys: { current: lost, retired: [] } }, async (app) => {
      expect((await submit(app, validPatient())).statusCode).toBe(201);
    });
    const lines: string[] = [];
    await withApp({ dataDir, logger: { level: 'info', stream: { write: (line) => lines.push(line) } } }, async (app) => {
      expect((await submit(app, validPatient())).statusCode).toBe(201);
    });
    expect(lines.join('')).toContain('2 unreadable (key ids: lost)');
  });
});
