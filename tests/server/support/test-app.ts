import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { buildApp, type AppOptions } from '../../../server/app';
import { createFieldCipher } from '../../../server/security/field-cipher';
import { loadFieldKeyring } from '../../../server/security/field-keys';
import { openTestDatabase, TEST_FIELD_KEYS, testEngine } from './test-database';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

export type TestApp = {
  app: FastifyInstance;
  dataDir: string;
  /** Every answer is checked: nothing a client sends may produce a 5xx. */
  request: (options: InjectOptions) => Promise<LightMyRequestResponse>;
  postJson: (url: string, body: unknown, headers?: Record<string, string>) => Promise<LightMyRequestResponse>;
  /** Read through a separate connection, so only committed rows are seen. */
  rowCount: (table: string) => Promise<number>;
  rows: (table: string) => Promise<Record<string, unknown>[]>;
  /** Files under DATA_DIR/uploads (both engines) and, on PostgreSQL, `postgres:document_contents/<stored name>` per stored upload. */
  uploadedFiles: () => Promise<string[]>;
  /** The stored bytes of one upload, wherever the engine keeps them. */
  storedUpload: (storedName: string) => Promise<Buffer>;
  /** Reads a stored ID number back with the app's own keys; `column` as "patients.aadhar_number". */
  decryptStored: (column: string, stored: string) => string;
  /** DATA_DIR, and DATABASE_URL with the keys on PostgreSQL: what the staff command needs to read this app's storage. */
  storageEnv: Record<string, string>;
  /** Closes the app and builds a new one on the same data dir, as a restart would. */
  restart: () => Promise<void>;
  close: () => Promise<void>;
};

function filesUnder(directory: string): string[] {
  return readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

function storageEnvOf(databaseUrl: string | undefined): Record<string, string> {
  const key = TEST_FIELD_KEYS.current;
  if (!databaseUrl || !key) return {};
  return { DATABASE_URL: databaseUrl, FIELD_ENCRYPTION_KEY: key.key.toString('base64'), FIELD_ENCRYPTION_KEY_ID: key.id };
}

export async function startTestApp(overrides: Partial<AppOptions> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'healvia-server-test-'));
  const database = await openTestDatabase(dataDir);
  // Limits out of the way unless a test sets its own small ones.
  const options: AppOptions = {
    dataDir,
    databaseUrl: database.url,
    jwtSecret: TEST_JWT_SECRET,
    fieldKeys: testEngine === 'postgres' ? TEST_FIELD_KEYS : undefined,
    rateLimit: { max: 10_000, windowMs: 60_000 },
    authRateLimit: { ipMax: 10_000, emailMax: 10_000, windowMs: 60_000 },
    botLimits: { phoneCallbacksPerHour: 10_000, addressLeadsPerHour: 10_000, addressSoftLeadsPerHour: 10_000 },
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
    storageEnv: { DATA_DIR: dataDir, ...storageEnvOf(database.url) },
    request,
    postJson: (url, body, headers = {}) =>
      request({ method: 'POST', url, payload: JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers } }),
    rowCount: async (table) => Number((await database.query(`SELECT count(*) AS count FROM ${table}`))[0]?.count),
    rows: (table) => database.query(`SELECT * FROM ${table}`),
    uploadedFiles: async () => [...filesUnder(path.join(dataDir, 'uploads')), ...(await database.storedContentNames())],
    storedUpload: (storedName) => database.storedUpload(storedName),
    decryptStored: (column, stored) => createFieldCipher(loadFieldKeyring(dataDir, options.fieldKeys ?? { retired: [] })).decrypt(stored, column),
    restart: async () => {
      await app.close();
      app = await buildApp(options);
    },
    close: async () => {
      await app.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
