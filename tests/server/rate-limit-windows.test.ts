import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgresEngine } from '../../server/storage/engines/postgres-engine';
import { openSqliteEngine } from '../../server/storage/engines/sqlite-engine';
import type { StorageEngine } from '../../server/storage/engines/storage-engine';
import { createGroupCommit } from '../../server/storage/group-commit';
import { createRateLimitWindows, type RateLimitWindows } from '../../server/storage/rate-limit-windows';
import { createTestDatabase, type TestDatabase } from './support/postgres-test-database';
import { testEngine } from './support/test-database';

const WINDOW_MS = 60_000;
/** More keys than one statement takes, as a flush during a flood from many addresses brings. */
const FLOOD_KEYS = 2_345;

let dataDir: string;
let database: TestDatabase | undefined;
let engine: StorageEngine;
let now = Date.parse('2026-11-29T10:00:00Z');
let windows: RateLimitWindows;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'healvia-rate-limit-windows-'));
  if (testEngine === 'postgres') {
    database = await createTestDatabase();
    engine = await openPostgresEngine(database.url, { onIdleConnectionError: (error) => expect.fail(error.message) });
  } else {
    engine = openSqliteEngine(dataDir, path.join(dataDir, 'uploads'));
  }
  windows = createRateLimitWindows({ engine, groupCommit: createGroupCommit(engine.db, { concurrency: engine.writeConcurrency }) }, () => now);
});
afterAll(async () => {
  await engine.close();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

const hitsOf = (keys: string[], hits: number) => keys.map((key) => ({ key, hits, windowMs: WINDOW_MS }));

describe(`rate limit windows (${testEngine})`, () => {
  it('counts a flush of thousands of addresses, adds the next flush to each open window, and starts a new window once one has ended', async () => {
    const keys = Array.from({ length: FLOOD_KEYS }, (_, index) => `address-${String(index).padStart(5, '0')}`);
    const opened = now;

    const first = await windows.add(hitsOf(keys, 2));
    expect(first.size).toBe(FLOOD_KEYS);
    expect(first.get('address-02344')).toEqual({ hits: 2, resetsAt: opened + WINDOW_MS });

    now += 1_000;
    const second = await windows.add(hitsOf(keys, 3));
    expect([...second.values()].every((window) => window.hits === 5 && window.resetsAt === opened + WINDOW_MS)).toBe(true);

    now = opened + WINDOW_MS;
    const third = await windows.add(hitsOf(['address-00000', 'address-01500'], 1));
    expect(Object.fromEntries(third)).toEqual({
      'address-00000': { hits: 1, resetsAt: now + WINDOW_MS },
      'address-01500': { hits: 1, resetsAt: now + WINDOW_MS },
    });
  });
});
