import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FORM_TRAP_HEADER } from '@/lib/bot-signals/bot-signals';
import type { AppOptions } from '../../server/app';
import { validCredentials } from './support/fixtures';
import { formTokenHeaders } from './support/form-token';
import { solvedHeaders } from './support/proof-of-work';
import { startTestApp, type TestApp } from './support/test-app';

let server: TestApp;
const start = async (overrides: Partial<AppOptions> = {}) => {
  await server?.close();
  server = await startTestApp(overrides);
};
beforeEach(() => start());
afterEach(() => server.close());

type Url = '/api/login' | '/api/register';
const post = (url: Url, headers: Record<string, string>, body: object = validCredentials()) => server.postJson(url, body, headers);
const challengeOf = (response: { json: <T>() => T }) => response.json<{ error: string; challenge: unknown }>();

/** Sends `headers`, expects 428, then sends them again with the challenge solved; returns that second answer. */
async function solvedAfter428(url: Url, headers: Record<string, string>, body?: object) {
  const users = await server.rowCount('users');
  const asked = await post(url, headers, body);
  expect(asked.statusCode, asked.body).toBe(428);
  expect(await server.rowCount('users')).toBe(users);
  expect(challengeOf(asked).error).toBe('Checking your request');
  return post(url, { ...headers, ...(await solvedHeaders(challengeOf(asked).challenge)) }, body);
}

describe('register and log in with the bot signals', () => {
  it.each([
    ['a missing token', () => ({})],
    ['a hurried token', () => formTokenHeaders(server, 'register', 500)],
    ['a token of another form', () => formTokenHeaders(server, 'login')],
    ['a filled honeypot', () => ({ ...formTokenHeaders(server, 'register'), [FORM_TRAP_HEADER]: 'spam' })],
  ])('asks a sign-up with %s for proof of work (428, no account yet), then registers it once solved', async (_case, headers) => {
    const sent = headers();
    const registered = await solvedAfter428('/api/register', sent);
    expect(registered.statusCode, registered.body).toBe(201);
    expect(await server.rowCount('users')).toBe(1);
  });

  it('logs in with an aged token at once, and a replayed token only after proof of work', async () => {
    expect((await post('/api/register', formTokenHeaders(server, 'register'))).statusCode).toBe(201);
    const token = formTokenHeaders(server, 'login');
    expect((await post('/api/login', token)).statusCode).toBe(200);
    expect((await solvedAfter428('/api/login', token)).statusCode).toBe(200);
  });

  it('never takes one solution twice', async () => {
    expect((await post('/api/register', formTokenHeaders(server, 'register'))).statusCode).toBe(201);
    const asked = await post('/api/login', {});
    const solution = await solvedHeaders(challengeOf(asked).challenge);
    expect((await post('/api/login', solution)).statusCode).toBe(200);
    expect((await post('/api/login', solution)).statusCode).toBe(428);
  });

  it('keeps the e-mail lockout as it was: a 428 is no attempt, the solved retry is one', async () => {
    await start({ authRateLimit: { ipMax: 10_000, emailMax: 2, windowMs: 60_000 } });
    const wrong = { email: 'priya.nair@example.com', password: 'not the password at all' };
    for (let ask = 0; ask < 3; ask += 1) expect((await post('/api/login', {}, wrong)).statusCode).toBe(428);
    expect((await solvedAfter428('/api/login', {}, wrong)).statusCode).toBe(401);
    expect((await post('/api/login', formTokenHeaders(server, 'login'), wrong)).statusCode).toBe(401);
    const locked = await post('/api/login', formTokenHeaders(server, 'login'), wrong);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBeDefined();
  });
});
