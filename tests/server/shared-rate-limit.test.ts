import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSharedRateLimitStore, FLUSH_INTERVAL_MS } from '../../server/http/shared-rate-limit-store';
import type { RateLimitWindows } from '../../server/storage/rate-limit-windows';
import { validCallback } from './support/fixtures';
import { formTokenHeaders } from './support/form-token';
import { runSql } from './support/run-sql';
import { startTestApp, type TestApp } from './support/test-app';

let server: TestApp | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const postFrom = (app: TestApp, remoteAddress: string) =>
  app.request({ method: 'POST', url: '/api/callbacks', payload: JSON.stringify(validCallback()), headers: { 'content-type': 'application/json', ...formTokenHeaders(app, 'callback') }, remoteAddress });

const sharedHits = async (app: TestApp) => (await app.rows('rate_limit_windows')).reduce((sum, row) => sum + Number(row.hits), 0);

describe('the per-address rate limit, counted in rate_limit_windows', () => {
  it('answers an address past the limit 429 with Retry-After, other addresses not, and keeps only keyed hashes', async () => {
    server = await startTestApp({ rateLimit: { max: 2, windowMs: 60_000 } });
    const statuses = [];
    for (let post = 0; post < 3; post += 1) statuses.push((await postFrom(server, '203.0.113.7')).statusCode);
    expect(statuses).toEqual([201, 201, 429]);
    expect((await postFrom(server, '203.0.113.7')).headers['retry-after']).toMatch(/^\d+$/);
    expect((await postFrom(server, '198.51.100.20')).statusCode).toBe(201);
    await vi.waitFor(async () => expect(await sharedHits(server!)).toBe(5), { timeout: 5_000, interval: FLUSH_INTERVAL_MS });
    const keys = (await server.rows('rate_limit_windows')).map((row) => String(row.key));
    expect(keys).toHaveLength(2);
    for (const key of keys) expect(key).not.toMatch(/203\.0\.113\.7|198\.51\.100\.20/);
  });

  it('adds the hits another instance flushed to this one’s count', async () => {
    server = await startTestApp({ rateLimit: { max: 3, windowMs: 60_000 } });
    expect((await postFrom(server, '203.0.113.7')).statusCode).toBe(201);
    await vi.waitFor(async () => expect(await sharedHits(server!)).toBe(1), { timeout: 5_000, interval: FLUSH_INTERVAL_MS });
    // What another instance's flush of two hits from the same address writes.
    await runSql(server, 'UPDATE rate_limit_windows SET hits = hits + 2');
    expect((await postFrom(server, '203.0.113.7')).statusCode).toBe(201);
    await vi.waitFor(async () => expect(await sharedHits(server!)).toBe(4), { timeout: 5_000, interval: FLUSH_INTERVAL_MS });
    expect((await postFrom(server, '203.0.113.7')).statusCode).toBe(429);
  });
});

describe('a store the database cannot reach', () => {
  it('lets requests through on this instance’s own count and warns once, never failing them', async () => {
    const failing: RateLimitWindows = { add: () => Promise.reject(new Error('connection refused')) };
    const warn = vi.fn();
    const { Store, flush, close } = createSharedRateLimitStore(failing, warn);
    const store = new Store({}).child({ routeInfo: { method: 'POST', url: '/api/callbacks' } } as never);
    const counts: number[] = [];
    for (let hit = 0; hit < 3; hit += 1) store.incr('address-hash', (error, result) => counts.push(error ? -1 : result!.current));
    await flush();
    store.incr('address-hash', (error, result) => counts.push(error ? -1 : result!.current));
    await flush();
    close();
    expect(counts).toEqual([1, 2, 3, 4]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(/^Rate limit hits not shared/);
  });
});
