import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { buildApp, type AppOptions } from '../../../server/app';
import { createFieldCipher } from '../../../server/security/field-cipher';
import { loadFieldKeyring } from '../../../server/security/field-keys';
import { DATABASE_FILE_NAME } from '../../../server/storage/database';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

export type TestApp = {
  app: FastifyInstance;
  dataDir: string;
  /** Every answer is checked: nothing a client sends may produce a 5xx. */
  request: (options: InjectOptions) => Promise<LightMyRequestResponse>;
  postJson: (url: string, body: unknown, headers?: Record<string, string>) => Promise<LightMyRequestResponse>;
  rowCount: (table: string) => number;
  rows: (table: string) => Record<string, unknown>[];
  uploadedFiles: () => string[];
  /** Reads a stored ID number back with the app's own keys; `column` as "patients.aadhar_number". */
  decryptStored: (column: string, stored: string) => string;
  /** Closes the app and builds a new one on the same data dir, as a restart would. */
  restart: () => Promise<void>;
  close: () => Promise<void>;
};

/** Reads through a separate connection, so only committed rows are seen. */
function readDatabase<T>(dataDir: string, read: (db: Database.Database) => T): T {
  const db = new Database(path.join(dataDir, DATABASE_FILE_NAME), { readonly: true, fileMustExist: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

function filesUnder(directory: string): string[] {
  return readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

export async function startTestApp(overrides: Partial<AppOptions> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'healvia-server-test-'));
  // Limits out of the way unless a test sets its own small ones.
  const options: AppOptions = {
    dataDir,
    jwtSecret: TEST_JWT_SECRET,
    rateLimit: { max: 10_000, windowMs: 60_000 },
    authRateLimit: { ipMax: 10_000, emailMax: 10_000, windowMs: 60_000 },
    ...overrides,
  };
  let app = await buildApp(options);

  const request = async (injectOptions: InjectOptions) => {
    const response = await app.inject(injectOptions);
    expect(response.statusCode, `${injectOptions.method} ${injectOptions.url}: ${response.body}`).toBeLessThan(500);
    return response;
  };

  return {
    get app() {
      return app;
    },
    dataDir,
    request,
    postJson: (url, body, headers = {}) =>
      request({ method: 'POST', url, payload: JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers } }),
    rowCount: (table) => readDatabase(dataDir, (db) => db.prepare(`SELECT count(*) FROM ${table}`).pluck().get() as number),
    rows: (table) => readDatabase(dataDir, (db) => db.prepare(`SELECT * FROM ${table}`).all() as Record<string, unknown>[]),
    uploadedFiles: () => filesUnder(path.join(dataDir, 'uploads')),
    decryptStored: (column, stored) => createFieldCipher(loadFieldKeyring(dataDir, options.fieldKeys ?? { retired: [] })).decrypt(stored, column),
    restart: async () => {
      await app.close();
      app = await buildApp(options);
    },
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
