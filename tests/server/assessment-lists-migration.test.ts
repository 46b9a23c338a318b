import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runLeadsCommand } from '../../server/cli/leads-command';
import { DATABASE_FILE_NAME } from '../../server/storage/database';

const MIGRATIONS_DIR = path.resolve('server/migrations/sqlite');
const USER_ID = '6f1c2d4e-0000-4000-8000-000000000001';

const INSERT_ASSESSMENT = `INSERT INTO assessments (id, user_id, primary_concern, symptom_duration, pain_level,
  additional_symptoms, symptom_history, current_medications, known_allergies, existing_conditions, travel_history,
  browser, os, screen_resolution, submitted_at)
  VALUES (?, ?, 'Persistent fever', '1-3 days', 4, '["Night sweats"]', 'Never', ?, ?, ?, 'No travel',
  'Firefox 133', 'Linux', '1280 x 800', '2025-02-01T09:00:00.000Z')`;

let dataDir: string;

/** A database as issue 9 left it: only the first migration, answers 6–8 stored as single strings. */
function createDatabaseBeforeLists(): void {
  const db = new Database(path.join(dataDir, DATABASE_FILE_NAME));
  try {
    db.exec(`CREATE TABLE schema_migrations (
      name TEXT PRIMARY KEY,
      applied_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
    ) STRICT`);
    db.exec(readFileSync(path.join(MIGRATIONS_DIR, '001-initial.sql'), 'utf8'));
    db.prepare('INSERT INTO schema_migrations (name) VALUES (?)').run('001-initial.sql');
    db.prepare('INSERT INTO users (id, email, password_hash) VALUES (?, ?, ?)').run(USER_ID, 'anita.rao@example.com', 'scrypt$x');
    const insert = db.prepare(INSERT_ASSESSMENT);
    insert.run('old-answer', USER_ID, 'Pain relievers', 'Other', 'Hypertension');
    insert.run('list-answer', USER_ID, '["Antidepressants","Other"]', '["None of these"]', '["Diabetes"]');
  } finally {
    db.close();
  }
}

beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'healvia-migration-test-'));
  createDatabaseBeforeLists();
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function exportAssessments(): Promise<Record<string, unknown>[]> {
  let out = '';
  const code = await runLeadsCommand(['export', 'assessments', '--format', 'json'], { DATA_DIR: dataDir }, { out: (text) => (out += text), err: () => {} });
  expect(code).toBe(0);
  return JSON.parse(out) as Record<string, unknown>[];
}

describe('migration 002: medications, allergies and conditions as lists', () => {
  it('turns single answers stored before into one-element lists and leaves lists as they were', async () => {
    const rows = await exportAssessments();
    const lists = (id: string) => {
      const row = rows.find((candidate) => candidate.id === id)!;
      return [row.current_medications, row.known_allergies, row.existing_conditions].map((value) => JSON.parse(String(value)));
    };

    expect(lists('old-answer')).toEqual([['Pain relievers'], ['Other'], ['Hypertension']]);
    expect(lists('list-answer')).toEqual([['Antidepressants', 'Other'], ['None of these'], ['Diabetes']]);
    expect(rows.map((row) => row.user_email)).toEqual(['anita.rao@example.com', 'anita.rao@example.com']);
  });
});
