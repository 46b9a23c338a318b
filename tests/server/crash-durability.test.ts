import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startCluster, type ThrowawayCluster } from '../../scripts/postgres/throwaway-cluster.mjs';
import { DATABASE_FILE_NAME } from '../../server/storage/database';
import { postCallback, startCallbackLoad, type Load, type LoadTally } from './support/lead-load';
import { startServerProcess, type ServerProcess } from './support/server-process';

// The real server in its own process, under load from 50 keep-alive connections, killed without warning.
// Each engine is covered here once, so this file runs in the `server` project only.
const LOAD_MS = 2_000;
// A guard against hangs: each test starts the server once or twice (~3 s each on a busy 2-core machine).
const TIMEOUT = { timeout: 40_000 };
// PostgreSQL mode generates no secrets of its own: every instance must share them.
const JWT_SECRET = 'crash-test-secret-that-is-long-enough-for-hs256';
const FIELD_ENCRYPTION_KEY = Buffer.alloc(32, 7).toString('base64');

let dataDir: string;
let server: ServerProcess | undefined;
/** Every server process of the current test, killed ones included, for the failure message. */
let started: ServerProcess[] = [];
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'healvia-crash-test-'));
});
afterEach(async () => {
  await server?.stop();
  server = undefined;
  started = [];
  rmSync(dataDir, { recursive: true, force: true });
});

async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  server = await startServerProcess({ dataDir, env });
  started.push(server);
  return server;
}

/** Runs a test body; a failure carries what each server process of the test wrote. */
function withServerOutput(body: () => Promise<void>): () => Promise<void> {
  return async () => {
    try {
      await body();
    } catch (error) {
      if (error instanceof Error) error.message += started.map((process, index) => `\n--- server process ${index + 1}:\n${process.output()}`).join('');
      throw error;
    }
  };
}

const missingFrom = (stored: Set<string>, tally: LoadTally) => tally.acknowledged.filter((id) => !stored.has(id));

/** Load for LOAD_MS once the server answers, so the kill lands in the middle of it. */
async function underLoad(url: string): Promise<Load> {
  const load = startCallbackLoad(url, { connections: 50 });
  await load.untilAcknowledged(50);
  await sleep(LOAD_MS);
  return load;
}

/** Kills the API process mid-load, starts it again on the same storage, and returns what was acknowledged. */
async function killApiMidLoad(env: Record<string, string>): Promise<LoadTally> {
  const first = await startServer(env);
  const load = await underLoad(first.url);
  await first.kill();
  const tally = await load.stop();
  const second = await startServer(env);
  const afterRestart = await postCallback(second.url);
  expect(afterRestart.status, afterRestart.body).toBe(201);
  return tally;
}

function expectKilledMidLoad(tally: LoadTally) {
  expect(tally.acknowledged.length).toBeGreaterThan(100);
  // Requests in flight when the process died got no answer: the kill did land mid-load.
  expect(tally.failures).toBeGreaterThan(0);
}

describe('SQLite: the API process killed mid-load', () => {
  const storedIds = () => {
    const db = new Database(path.join(dataDir, DATABASE_FILE_NAME), { readonly: true, fileMustExist: true });
    try {
      return new Set(db.prepare('SELECT id FROM callbacks').pluck().all() as string[]);
    } finally {
      db.close();
    }
  };

  it('keeps every callback it acknowledged, and serves again after a restart on the same data dir', TIMEOUT, withServerOutput(async () => {
    const tally = await killApiMidLoad({});
    expectKilledMidLoad(tally);
    expect(missingFrom(storedIds(), tally)).toEqual([]);
  }));
});

describe('PostgreSQL', () => {
  let cluster: ThrowawayCluster;
  let databaseUrl: string;
  let database = 0;
  beforeAll(async () => {
    cluster = await startCluster();
  });
  afterAll(() => cluster?.stop());
  beforeEach(async () => {
    database += 1;
    databaseUrl = await cluster.createDatabase(`crash_${database}`);
  });
  const env = () => ({ DATABASE_URL: databaseUrl, JWT_SECRET, FIELD_ENCRYPTION_KEY });

  const storedIds = async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ id: string }>('SELECT id FROM callbacks');
      return new Set(rows.map((row) => String(row.id)));
    } finally {
      await client.end();
    }
  };

  it('keeps every callback it acknowledged when the API process is killed mid-load, and serves again after a restart', TIMEOUT, withServerOutput(async () => {
    const tally = await killApiMidLoad(env());
    expectKilledMidLoad(tally);
    expect(missingFrom(await storedIds(), tally)).toEqual([]);
  }));

  it('answers 503 while the database is down, loses nothing it acknowledged, and recovers without an API restart', TIMEOUT, withServerOutput(async () => {
    const server = await startServer(env());
    const { pid } = server.child;
    const load = await underLoad(server.url);
    await cluster.kill();
    await sleep(1_000);
    expect(server.child.signalCode ?? server.child.exitCode, 'the API process died with the database').toBeNull();

    const duringOutage = await postCallback(server.url);
    expect(duringOutage.status, duringOutage.body).toBe(503);
    const { message } = JSON.parse(duringOutage.body) as { message?: unknown };
    expect(message).toEqual(expect.stringMatching(/\w+ \w+/));
    // Said to a visitor: no driver error, address or stack.
    expect(message).not.toMatch(/ECONN|127\.0\.0\.1|\.ts:\d+|at \w+ \(/);
    const beforeRecovery = await load.stop();
    expect(beforeRecovery.acknowledged.length).toBeGreaterThan(100);
    // The API stayed up and answered every request: 2xx before the crash, 503 after it.
    expect(beforeRecovery.failures).toBe(0);
    expect(Object.keys(beforeRecovery.statuses)).toEqual(['503']);

    await cluster.restart();
    const deadline = Date.now() + 15_000;
    while ((await postCallback(server.url)).status !== 201) {
      expect(Date.now(), 'no 201 within 15 s of the database restart').toBeLessThan(deadline);
      await sleep(200);
    }
    const recovered = await underLoad(server.url).then((afterRecovery) => afterRecovery.stop());
    expect(recovered.statuses, recovered.lastBodies[503]).toEqual({});
    expect(recovered.failures).toBe(0);
    expect(server.child.pid).toBe(pid);
    expect(server.child.exitCode).toBeNull();

    const stored = await storedIds();
    expect(missingFrom(stored, beforeRecovery)).toEqual([]);
    expect(missingFrom(stored, recovered)).toEqual([]);
  }));
});
