import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { registerHealthRoutes } from '../../server/http/health-routes';
import { openPostgresEngine } from '../../server/storage/engines/postgres-engine';
import { openSqliteEngine } from '../../server/storage/engines/sqlite-engine';
import type { StorageEngine } from '../../server/storage/engines/storage-engine';
import { createTestDatabase, type TestDatabase } from './support/postgres-test-database';
import { startTestApp, type TestApp } from './support/test-app';
import { testEngine } from './support/test-database';

describe(`/healthz and /readyz of the app (${testEngine})`, () => {
  let server: TestApp;
  const logLines: string[] = [];
  beforeAll(async () => {
    server = await startTestApp({ rateLimit: { max: 1, windowMs: 60_000 }, logger: { level: 'info', stream: { write: (line) => logLines.push(line) } } });
  });
  afterAll(() => server.close());

  const get = (url: string) => server.request({ method: 'GET', url });

  it('/healthz answers 200 while the process runs, never cached', async () => {
    const response = await get('/healthz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('/readyz answers 200 when the database answers and every migration is applied', async () => {
    const response = await get('/readyz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('neither is rate-limited: 20 probes each with a limit of 1 request per minute', async () => {
    for (let probe = 0; probe < 20; probe += 1) {
      expect((await get('/healthz')).statusCode).toBe(200);
      expect((await get('/readyz')).statusCode).toBe(200);
    }
  });

  it('neither is logged at info, while other requests are', async () => {
    logLines.length = 0;
    await get('/healthz');
    await get('/readyz');
    expect(logLines).toEqual([]);
    await get('/api/openapi.json');
    expect(logLines.some((line) => line.includes('/api/openapi.json'))).toBe(true);
  });

  it('/readyz answers 503 once shutdown begins, while /healthz still answers 200', async () => {
    server.app.beginShutdown();
    const ready = await server.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ message: 'This instance is shutting down', error: 'Service Unavailable' });
    expect((await get('/healthz')).statusCode).toBe(200);
  });
});

describe(`/readyz when the database is not fit (${testEngine})`, () => {
  let dataDir: string;
  let database: TestDatabase | undefined;
  let engine: StorageEngine;
  let app: FastifyInstance;

  beforeEach(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'healvia-readiness-'));
    if (testEngine === 'postgres') {
      database = await createTestDatabase();
      // Dropping the database below ends the pool's connections on purpose.
      engine = await openPostgresEngine(database.url, { onIdleConnectionError: () => undefined });
    } else {
      engine = openSqliteEngine(dataDir, path.join(dataDir, 'uploads'));
    }
    app = Fastify();
    registerHealthRoutes(app, { engine });
    await app.ready();
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });
  afterEach(async () => {
    await app.close();
    await engine.close().catch(() => undefined);
    await database?.drop();
    database = undefined;
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 503 when a migration of this build is not recorded as applied', async () => {
    await sql`DELETE FROM schema_migrations WHERE name = ${engine.migrations.at(-1)}`.execute(engine.db);
    const response = await app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: 'The database schema is not up to date', error: 'Service Unavailable' });
  });

  it(testEngine === 'postgres' ? 'answers 503 once the database is dropped' : 'answers 503 once the database handle is closed', async () => {
    if (database) await database.drop();
    else await engine.close();
    const response = await app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: 'The database is not answering', error: 'Service Unavailable' });
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});
