import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLagTracker } from '../../server/backup/lag-tracker';
import { parseMetrics, readShadowWalPosition } from '../../server/backup/litestream-metrics';
import { ConfigError, loadServerConfig } from '../../server/config';
import { createStaffMember, signIn, testClock, type StaffSignedIn } from './support/staff';
import { startTestApp, type TestApp } from './support/test-app';

const KEYS = { JWT_SECRET: 'backup-test-secret-that-is-long-enough-for-hs256', FIELD_ENCRYPTION_KEY: Buffer.alloc(32, 9).toString('base64') };

describe('BACKUP_* settings', () => {
  it('puts the database and uploads replicas under a directory replica, with the documented defaults', () => {
    const { backup, backupLagWarnSeconds } = loadServerConfig({ ...KEYS, DATA_DIR: '/srv/healvia/data', BACKUP_REPLICA: '/mnt/backup/healvia' });
    expect(backup).toMatchObject({ replica: { kind: 'file', dir: '/mnt/backup/healvia' }, uploadsDir: '/mnt/backup/healvia/uploads', syncIntervalMs: 250, uploadsIntervalMs: 60_000, retentionHours: 168, lagWarnSeconds: 60 });
    expect(backupLagWarnSeconds).toBe(60);
  });

  it('reads an S3-compatible URL, which needs a directory for the uploads', () => {
    const env = { ...KEYS, BACKUP_REPLICA: 's3://healvia-backups/prod?endpoint=https://s3.example.com&region=ap-south-1&force-path-style=true' };
    expect(() => loadServerConfig(env)).toThrow(/BACKUP_UPLOADS_DIR/);
    expect(loadServerConfig({ ...env, BACKUP_UPLOADS_DIR: '/mnt/uploads-backup' }).backup).toMatchObject({
      replica: { kind: 's3', bucket: 'healvia-backups', path: 'prod', endpoint: 'https://s3.example.com', region: 'ap-south-1', forcePathStyle: true },
      replicaLabel: 's3://healvia-backups/prod at s3.example.com',
      uploadsDir: '/mnt/uploads-backup',
    });
  });

  it.each([
    { case: 'without the keys in the environment (a key generated into DATA_DIR would die with its disk)', env: { BACKUP_REPLICA: '/mnt/backup' }, message: /JWT_SECRET and FIELD_ENCRYPTION_KEY/ },
    { case: 'with the replica inside DATA_DIR', env: { ...KEYS, DATA_DIR: '/srv/data', BACKUP_REPLICA: '/srv/data/backup' }, message: /outside DATA_DIR/ },
    { case: 'with PostgreSQL, which archives its own WAL', env: { ...KEYS, BACKUP_REPLICA: '/mnt/backup', DATABASE_URL: 'postgres://db/healvia' }, message: /SQLite only/ },
    { case: 'with another kind of URL', env: { ...KEYS, BACKUP_REPLICA: 'gcs://bucket/path' }, message: /s3:\/\/ URL/ },
  ])('refuses to start $case', ({ env, message }) => {
    expect(() => loadServerConfig(env)).toThrow(ConfigError);
    expect(() => loadServerConfig(env)).toThrow(message);
  });
});

describe('replication lag', () => {
  it('is the time since the newest reading whose position the replica holds, and nothing once it holds the latest', () => {
    let now = 1_000;
    const tracker = createLagTracker(() => now);
    expect(tracker.status().lagMs).toBeNull();
    tracker.observe(100, 100);
    expect(tracker.status()).toMatchObject({ lagMs: 0, replicatedThrough: 1_000 });
    now = 2_000;
    tracker.observe(150, 100);
    now = 2_500;
    tracker.observe(180, 120);
    expect(tracker.status()).toMatchObject({ lagMs: 1_500, replicatedThrough: 1_000 });
    now = 3_000;
    tracker.observe(180, 160);
    expect(tracker.status()).toMatchObject({ lagMs: 1_000, replicatedThrough: 2_000 });
    tracker.failed('litestream is down');
    now = 63_000;
    expect(tracker.status()).toMatchObject({ lagMs: 61_000, error: 'litestream is down' });
    tracker.observe(200, 200);
    expect(tracker.status()).toMatchObject({ lagMs: 0, error: undefined });
  });

  it("reads Litestream's metrics, labels ignored", () => {
    const metrics = parseMetrics('# HELP x\nlitestream_shadow_wal_index{db="/d/healvia.sqlite"} 3\nlitestream_replica_wal_offset{db="/d",name="file"} 4152\n');
    expect(Object.fromEntries(metrics)).toEqual({ litestream_shadow_wal_index: 3, litestream_replica_wal_offset: 4152 });
  });

  it("places the end of Litestream's shadow WAL in its newest file, not after the one before it that Litestream keeps", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'healvia-shadow-wal-'));
    try {
      const walDir = path.join(dataDir, '.healvia.sqlite-litestream', 'generations', '0123456789abcdef', 'wal');
      mkdirSync(walDir, { recursive: true });
      writeFileSync(path.join(dataDir, '.healvia.sqlite-litestream', 'generation'), '0123456789abcdef\n');
      writeFileSync(path.join(walDir, '00000000.wal'), Buffer.alloc(24_752));
      writeFileSync(path.join(walDir, '00000001.wal'), Buffer.alloc(4_152));
      // What the replica reports once it holds all of index 1 (litestream_replica_wal_index 1, _offset 4152).
      const replicated = 2 ** 32 + 4_152;
      expect(await readShadowWalPosition(path.join(dataDir, 'healvia.sqlite'))).toBe(replicated);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('GET /healthz/backup', () => {
  const clock = testClock();
  let server: TestApp;
  let admin: StaffSignedIn;
  let agent: StaffSignedIn;
  beforeAll(async () => {
    server = await startTestApp({ clock: clock.now });
    admin = await signIn(server, clock, await createStaffMember(server, clock, 'admin@healvia.example', 'admin'));
    agent = await signIn(server, clock, await createStaffMember(server, clock, 'agent@healvia.example', 'agent'));
  }, 40_000);
  afterAll(() => server?.close());

  // Not the test app's request(), which treats every 5xx as a failure: 503 is this probe's answer for "off".
  const get = (options: Partial<InjectOptions> = {}) => server.app.inject({ method: 'GET', url: '/healthz/backup', ...options });
  const cookie = ({ sessionId }: StaffSignedIn) => ({ cookie: `__Host-staff=${sessionId}` });

  it('answers this machine: 503 and status off while no backup is configured', async () => {
    const response = await get();
    expect(response.statusCode).toBe(503);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toMatchObject({ status: 'off', method: 'none', replica: null, lagSeconds: null, lagWarnSeconds: 60, lastSuccessfulBackupAt: null });
  });

  it('answers an admin signed in to the staff console from anywhere', async () => {
    const response = await get({ remoteAddress: '203.0.113.9', headers: cookie(admin) });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'off' });
  });

  it.each([
    { case: 'another address', options: { remoteAddress: '203.0.113.9' } },
    { case: 'a reverse proxy on this machine', options: { headers: { 'x-forwarded-for': '203.0.113.9' } } },
    { case: 'an unknown staff session', options: { remoteAddress: '203.0.113.9', headers: cookie({ sessionId: 'x', csrfToken: '' }) } },
  ])('does not exist for $case: the same 404 as an unknown path', async ({ options }) => {
    const response = await get(options);
    const unknown = await server.app.inject({ method: 'GET', url: path.posix.join('/healthz', 'nothing-here'), ...options });
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe(unknown.body.replace('nothing-here', 'backup'));
  });

  it('does not exist for a signed-in agent either', async () => {
    expect((await get({ remoteAddress: '203.0.113.9', headers: cookie(agent) })).statusCode).toBe(404);
  });
});
