import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { DATABASE_FILE_NAME } from '../../server/storage/database';
import { TEST_JWT_SECRET } from './support/test-app';

const MIGRATIONS_DIR = path.resolve('server/migrations/sqlite');
const REVIEWS_MIGRATION = '010-registration-reviews.sql';

let dataDir: string;

/** A database as it stood before registrations were reviewed, holding one registration of each kind. */
function createDatabaseBeforeReviews(): void {
  const db = new Database(path.join(dataDir, DATABASE_FILE_NAME));
  try {
    db.exec(`CREATE TABLE schema_migrations (
      name TEXT PRIMARY KEY,
      applied_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
    ) STRICT`);
    for (const file of readdirSync(MIGRATIONS_DIR).filter((name) => name.endsWith('.sql') && name < REVIEWS_MIGRATION).sort()) {
      db.exec(readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8'));
      db.prepare('INSERT INTO schema_migrations (name) VALUES (?)').run(file);
    }
    db.prepare(
      `INSERT INTO hospitals (id, hospital_name, hospital_type, year_of_establishment, registration_number, accreditation, owner_name,
        mobile_number, email, state, district, hospital_address, number_of_doctors, number_of_beds, departments_available,
        emergency_service, operation_theatres, lab_facilities, declaration, privacy_policy, terms_conditions, signature, created_at)
       VALUES ('hospital-1', 'Lakeside Care', 'Private', 1998, 'KA-123', 'NABH', 'R. Shetty', '+919900000001', 'desk@lakeside.example',
        'Karnataka', 'Udupi', '1 Lake Road', 20, 80, 'Cardiology', 'Limited Hours', 3, 'Pathology', 1, 1, 1, 'R. Shetty', '2025-03-02T10:00:00.000Z')`,
    ).run();
    db.prepare(
      `INSERT INTO patients (id, full_name, gender, age, mobile_number, email, aadhar_available, ayushman_available, ration_card_available,
        declaration, privacy_policy, terms_conditions, signature, created_at)
       VALUES ('patient-1', 'Anita Rao', 'Female', 41, '+919800000002', 'anita@example.com', 0, 0, 0, 1, 1, 1, 'Anita Rao', '2025-03-01T09:00:00.000Z')`,
    ).run();
  } finally {
    db.close();
  }
}

beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'healvia-reviews-migration-'));
  createDatabaseBeforeReviews();
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('migration 010: registrations for review', () => {
  it('files every registration stored before it as pending, numbered in the order they arrived', async () => {
    const app = await buildApp({ dataDir, jwtSecret: TEST_JWT_SECRET });
    await app.close();
    const db = new Database(path.join(dataDir, DATABASE_FILE_NAME), { readonly: true });
    try {
      expect(db.prepare('SELECT kind, registration_id, received_at, status, reason, version, updated_by FROM registration_reviews ORDER BY seq').all()).toEqual([
        { kind: 'patient', registration_id: 'patient-1', received_at: '2025-03-01T09:00:00.000Z', status: 'pending', reason: null, version: 1, updated_by: null },
        { kind: 'hospital', registration_id: 'hospital-1', received_at: '2025-03-02T10:00:00.000Z', status: 'pending', reason: null, version: 1, updated_by: null },
      ]);
    } finally {
      db.close();
    }
  });
});
