import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp, type AppOptions } from '../../server/app';
import { FLUSH_INTERVAL_MS } from '../../server/http/shared-rate-limit-store';
import { validCallback, validCredentials, validDoctorFields, validPatient } from './support/fixtures';
import { runLeads } from './support/leads-cli';
import { createTestDatabase, type TestDatabase } from './support/postgres-test-database';
import { formTokenHeaders } from './support/form-token';
import { TEST_FIELD_KEYS } from './support/test-database';
import { TEST_JWT_SECRET } from './support/test-app';
import { fieldParts, jpegFile, multipartBody, pngFile } from './support/uploads';

type Instance = { app: FastifyInstance; dataDir: string };

const opened: { instances: Instance[]; databases: TestDatabase[] } = { instances: [], databases: [] };

afterEach(async () => {
  for (const { app, dataDir } of opened.instances.splice(0)) {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  for (const database of opened.databases.splice(0)) await database.drop();
});

async function freshDatabase(): Promise<string> {
  const database = await createTestDatabase();
  opened.databases.push(database);
  return database.url;
}

/** One stateless instance: its own data dir (nothing shared there), the shared database and secrets. */
async function startInstance(databaseUrl: string, overrides: Partial<AppOptions> = {}): Promise<Instance> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'healvia-instance-'));
  const app = await buildApp({
    dataDir,
    databaseUrl,
    jwtSecret: TEST_JWT_SECRET,
    fieldKeys: TEST_FIELD_KEYS,
    rateLimit: { max: 10_000, windowMs: 60_000 },
    authRateLimit: { ipMax: 10_000, emailMax: 10_000, windowMs: 60_000 },
    botLimits: { phoneCallbacksPerHour: 10_000, addressLeadsPerHour: 10_000, addressSoftLeadsPerHour: 10_000 },
    ...overrides,
  });
  const instance = { app, dataDir };
  opened.instances.push(instance);
  return instance;
}

const postJson = (app: FastifyInstance, url: string, body: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload: JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers } });

const leadsOn = (instance: Instance, databaseUrl: string, ...args: string[]) =>
  runLeads(
    {
      DATA_DIR: instance.dataDir,
      DATABASE_URL: databaseUrl,
      FIELD_ENCRYPTION_KEY: TEST_FIELD_KEYS.current!.key.toString('base64'),
      FIELD_ENCRYPTION_KEY_ID: TEST_FIELD_KEYS.current!.id,
    },
    ...args,
  );

async function queryDatabase(databaseUrl: string, text: string): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<Record<string, unknown>>(text)).rows;
  } finally {
    await client.end();
  }
}

describe('several instances on one PostgreSQL', () => {
  it('exports from one instance the lead posted to another, and accepts a token the other issued', async () => {
    const databaseUrl = await freshDatabase();
    const [first, second] = [await startInstance(databaseUrl), await startInstance(databaseUrl)];

    const posted = await postJson(first.app, '/api/callbacks', validCallback(), formTokenHeaders(first, 'callback'));
    expect(posted.statusCode).toBe(201);
    const exported = await leadsOn(second, databaseUrl, 'export', 'callbacks', '--format', 'json');
    expect(JSON.parse(exported.out)).toEqual([expect.objectContaining({ id: posted.json<{ id: string }>().id, phone: '+919876543210' })]);

    const { token } = (await postJson(first.app, '/api/register', validCredentials(), formTokenHeaders(first, 'register'))).json<{ token: string }>();
    const withToken = await postJson(second.app, '/api/assessments', {}, { authorization: `Bearer ${token}` });
    expect(withToken.statusCode).toBe(400);
    expect((await postJson(second.app, '/api/login', validCredentials(), formTokenHeaders(second, 'login'))).statusCode).toBe(200);
    expect((await postJson(second.app, '/api/register', validCredentials(), formTokenHeaders(second, 'register'))).statusCode).toBe(409);
  });

  it('applies the migrations once when three instances start at the same moment', async () => {
    const databaseUrl = await freshDatabase();
    const instances = await Promise.all([startInstance(databaseUrl), startInstance(databaseUrl), startInstance(databaseUrl)]);

    const applied = await queryDatabase(databaseUrl, 'SELECT name FROM schema_migrations ORDER BY name');
    expect(applied.map((row) => row.name)).toEqual(readdirSync(path.resolve('server/migrations/postgres')).sort());
    for (const { app } of instances) expect((await postJson(app, '/api/callbacks', validCallback(), formTokenHeaders({ dataDir: tmpdir(), fieldKeys: TEST_FIELD_KEYS }, 'callback'))).statusCode).toBe(201);
  });

  it('keeps uploads in the database with their record, so no instance needs another one’s disk', async () => {
    const databaseUrl = await freshDatabase();
    const [first, second] = [await startInstance(databaseUrl), await startInstance(databaseUrl)];
    const { payload, headers } = await multipartBody([
      ...fieldParts(validDoctorFields()),
      ['profilePhoto', pngFile()],
      ['medicalRegistrationCertificate', jpegFile()],
      ['governmentID', jpegFile()],
    ]);

    const response = await first.app.inject({ method: 'POST', url: '/api/doctors', payload, headers });

    expect(response.statusCode).toBe(201);
    const contents = await queryDatabase(databaseUrl, 'SELECT d.owner_id, octet_length(c.content) AS bytes FROM documents d JOIN document_contents c ON c.document_id = d.id');
    expect(contents).toHaveLength(3);
    expect(contents.every((row) => row.owner_id === response.json<{ id: string }>().id && Number(row.bytes) > 0)).toBe(true);
    expect(readdirSync(path.join(first.dataDir, 'uploads'), { recursive: true }).filter((entry) => String(entry) !== '.incoming')).toEqual([]);
    const exported = JSON.parse((await leadsOn(second, databaseUrl, 'export', 'doctors', '--format', 'json')).out) as { documents: string }[];
    expect(exported[0]?.documents).toMatch(/^governmentID=.+; medicalRegistrationCertificate=.+; profilePhoto=.+$/);
  });

  it('erases a doctor’s record, document rows and stored contents from any instance', async () => {
    const databaseUrl = await freshDatabase();
    const first = await startInstance(databaseUrl);
    const { payload, headers } = await multipartBody([
      ...fieldParts(validDoctorFields()),
      ['profilePhoto', pngFile()],
      ['medicalRegistrationCertificate', jpegFile()],
      ['governmentID', jpegFile()],
    ]);
    const { id } = (await first.app.inject({ method: 'POST', url: '/api/doctors', payload, headers })).json<{ id: string }>();

    const erased = await leadsOn(await startInstance(databaseUrl), databaseUrl, 'erase', 'doctor', id);

    expect(erased).toEqual({ code: 0, out: `Erased doctor ${id} and 3 documents\n`, err: '' });
    const left = await queryDatabase(databaseUrl, '(SELECT count(*) FROM doctors) UNION ALL (SELECT count(*) FROM documents) UNION ALL (SELECT count(*) FROM document_contents)');
    expect(left.map((row) => Number(row.count))).toEqual([0, 0, 0]);
  });

  it('shares the per-e-mail sign-in limit between instances', async () => {
    const databaseUrl = await freshDatabase();
    const limits = { authRateLimit: { ipMax: 10_000, emailMax: 2, windowMs: 60_000 } };
    const [first, second] = [await startInstance(databaseUrl, limits), await startInstance(databaseUrl, limits)];
    const wrong = { email: 'priya.nair@example.com', password: 'not the password at all' };

    expect((await postJson(first.app, '/api/login', wrong, formTokenHeaders(first, 'login'))).statusCode).toBe(401);
    expect((await postJson(second.app, '/api/login', wrong, formTokenHeaders(second, 'login'))).statusCode).toBe(401);
    const third = await postJson(first.app, '/api/login', wrong, formTokenHeaders(first, 'login'));

    expect(third.statusCode).toBe(429);
    expect(third.json<{ message: string }>().message).toMatch(/^Too many requests\. Please try again in 1 minute\.$/);
  });

  it('shares the per-address rate limit between instances: the second answers 429 with Retry-After for hits on the first', async () => {
    const databaseUrl = await freshDatabase();
    const limits = { rateLimit: { max: 3, windowMs: 60_000 } };
    const [first, second] = [await startInstance(databaseUrl, limits), await startInstance(databaseUrl, limits)];
    const post = (instance: Instance) =>
      instance.app.inject({ method: 'POST', url: '/api/callbacks', payload: JSON.stringify(validCallback()), headers: { 'content-type': 'application/json', ...formTokenHeaders(instance, 'callback') }, remoteAddress: '203.0.113.7' });
    const sharedHits = async () => (await queryDatabase(databaseUrl, 'SELECT coalesce(sum(hits), 0) AS hits FROM rate_limit_windows'))[0]!.hits;
    const flushed = (hits: number) => vi.waitFor(async () => expect(Number(await sharedHits())).toBe(hits), { timeout: 5_000, interval: FLUSH_INTERVAL_MS });

    expect([(await post(first)).statusCode, (await post(first)).statusCode]).toEqual([201, 201]);
    await flushed(2);
    expect((await post(second)).statusCode).toBe(201);
    await flushed(3);
    const refused = await post(second);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  it("quarantines a phone's 4th callback in the hour however the callbacks were spread over instances", async () => {
    const databaseUrl = await freshDatabase();
    const limits = { botLimits: { phoneCallbacksPerHour: 3, addressLeadsPerHour: 10_000, addressSoftLeadsPerHour: 10_000 } };
    const [first, second] = [await startInstance(databaseUrl, limits), await startInstance(databaseUrl, limits)];
    for (const instance of [first, second, first, second]) {
      expect((await postJson(instance.app, '/api/callbacks', validCallback(), formTokenHeaders(instance, 'callback'))).statusCode).toBe(201);
    }
    const held = await queryDatabase(databaseUrl, 'SELECT reasons FROM quarantined_leads');
    expect(held.map((row) => JSON.parse(String(row.reasons)))).toEqual([['phone-repeated']]);
  });

  it('stores a patient’s ID numbers encrypted with the shared key, readable by every instance', async () => {
    const databaseUrl = await freshDatabase();
    const [first, second] = [await startInstance(databaseUrl), await startInstance(databaseUrl)];
    expect((await postJson(first.app, '/api/patients', validPatient())).statusCode).toBe(201);

    const [stored] = await queryDatabase(databaseUrl, 'SELECT aadhar_number FROM patients');
    expect(String(stored?.aadhar_number)).toMatch(/^enc:v1:test-key:/);
    const exported = JSON.parse((await leadsOn(second, databaseUrl, 'export', 'patients', '--format', 'json')).out) as { aadhar_number: string }[];
    expect(exported[0]?.aadhar_number).toMatch(/^X+\d{4}$/);
  });
});

describe('starting in PostgreSQL mode', () => {
  it.each([
    { missing: 'JWT_SECRET', options: { jwtSecret: undefined } },
    { missing: 'FIELD_ENCRYPTION_KEY', options: { fieldKeys: { retired: [] } } },
  ])('refuses to start without $missing, which every instance must share', async ({ missing, options }) => {
    const databaseUrl = await freshDatabase();
    await expect(startInstance(databaseUrl, options)).rejects.toThrow(`With DATABASE_URL set, ${missing} must be set too`);
  });
});
