import { afterEach, describe, expect, it } from 'vitest';
import type { AuthRateLimit } from '../../server/config';
import { describeWait } from '../../server/http/http-error';
import { validCredentials } from './support/fixtures';
import { formTokenHeadersFor } from './support/form-token';
import { startTestApp, type TestApp } from './support/test-app';

let server: TestApp | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function startWith(authRateLimit: AuthRateLimit): Promise<TestApp> {
  server = await startTestApp({ authRateLimit });
  return server;
}

const fromIp = (remoteAddress: string) => ({ remoteAddress });

function post(app: TestApp, url: string, body: unknown, options: { remoteAddress?: string } = {}) {
  return app.request({
    method: 'POST',
    url,
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...formTokenHeadersFor(app, url) },
    ...options,
  });
}

/**
 * `words` is what a fresh window says; on a busy machine the earlier requests may take a few seconds, so
 * the wait then reads a little less ("59 seconds") and must agree with Retry-After.
 */
function expectTooManyRequests(response: Awaited<ReturnType<typeof post>>, within: { seconds: number; words: string }) {
  expect(response.statusCode).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(within.seconds - 15);
  expect(retryAfter).toBeLessThanOrEqual(within.seconds);
  const words = retryAfter > within.seconds - 1 ? within.words : describeWait(retryAfter);
  expect(response.json()).toEqual({ message: `Too many requests. Please try again in ${words}.`, error: 'Too Many Requests' });
}

const wrongPassword = { ...validCredentials(), password: 'not the right one' };

describe('login and register limits per IP', () => {
  it('answers 429 with Retry-After once one IP passes the limit, whatever the e-mails, and not other IPs', async () => {
    const app = await startWith({ ipMax: 3, emailMax: 1_000, windowMs: 60_000 });
    const statuses = [];
    for (const name of ['a', 'b', 'c', 'd']) {
      statuses.push((await post(app, '/api/login', { email: `${name}@example.com`, password: 'whatever1' }, fromIp('203.0.113.7'))).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    expectTooManyRequests(await post(app, '/api/login', validCredentials(), fromIp('203.0.113.7')), { seconds: 60, words: '1 minute' });

    expect((await post(app, '/api/login', { email: 'e@example.com', password: 'whatever1' }, fromIp('198.51.100.20'))).statusCode).toBe(401);
  });

  it('limits registrations from one IP the same way', async () => {
    const app = await startWith({ ipMax: 2, emailMax: 1_000, windowMs: 15 * 60_000 });
    const password = 'a long unusual passphrase';
    expect((await post(app, '/api/register', { email: 'one@example.com', password })).statusCode).toBe(201);
    expect((await post(app, '/api/register', { email: 'two@example.com', password })).statusCode).toBe(201);
    expectTooManyRequests(await post(app, '/api/register', { email: 'three@example.com', password }), { seconds: 900, words: '15 minutes' });
    expect(await app.rowCount('users')).toBe(2);
  });
});

describe('login and register limits per e-mail', () => {
  const limits = { ipMax: 1_000, emailMax: 3, windowMs: 10 * 60_000 };

  it('answers 429 after the allowed failed logins on one e-mail, even to the right password in any letter case', async () => {
    const app = await startWith(limits);
    await post(app, '/api/register', validCredentials());
    const statuses = [];
    for (let attempt = 0; attempt < 3; attempt += 1) statuses.push((await post(app, '/api/login', wrongPassword)).statusCode);
    expect(statuses).toEqual([401, 401, 401]);

    expectTooManyRequests(await post(app, '/api/login', validCredentials()), { seconds: 600, words: '10 minutes' });
    expectTooManyRequests(await post(app, '/api/login', { ...validCredentials(), email: 'PRIYA.Nair@Example.com' }, fromIp('198.51.100.20')), {
      seconds: 600,
      words: '10 minutes',
    });
    expectTooManyRequests(await post(app, '/api/register', validCredentials()), { seconds: 600, words: '10 minutes' });
  });

  it('still lets someone else log in from the same IP while one e-mail is locked', async () => {
    const app = await startWith(limits);
    const other = { email: 'ravi.kumar@example.com', password: 'another long passphrase' };
    await post(app, '/api/register', other);
    for (let attempt = 0; attempt < 4; attempt += 1) await post(app, '/api/login', wrongPassword);
    expect((await post(app, '/api/login', wrongPassword)).statusCode).toBe(429);

    expect((await post(app, '/api/login', other)).statusCode).toBe(200);
  });

  it('forgives earlier failures after a successful login', async () => {
    const app = await startWith(limits);
    await post(app, '/api/register', validCredentials());
    await post(app, '/api/login', wrongPassword);
    await post(app, '/api/login', wrongPassword);
    expect((await post(app, '/api/login', validCredentials())).statusCode).toBe(200);

    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt += 1) statuses.push((await post(app, '/api/login', wrongPassword)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('lets no more than the allowed guesses through when they arrive all at once', async () => {
    const app = await startWith(limits);
    await post(app, '/api/register', validCredentials());
    const responses = await Promise.all(Array.from({ length: 8 }, () => post(app, '/api/login', wrongPassword)));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429, 429, 429]);
  });

  it('counts repeated sign-ups on a registered e-mail, which probe for its account', async () => {
    const app = await startWith(limits);
    expect((await post(app, '/api/register', validCredentials())).statusCode).toBe(201);
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt += 1) statuses.push((await post(app, '/api/register', validCredentials())).statusCode);
    expect(statuses).toEqual([409, 409, 409, 429]);
  });
});
