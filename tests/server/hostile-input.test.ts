import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validCredentials } from './support/fixtures';
import { formTokenHeaders, formTokenHeadersFor } from './support/form-token';
import { DEFAULT_SEED, hostileCases } from './support/hostile/all-cases';
import { problemWithAnswer } from './support/hostile/answer-check';
import { CATEGORIES, type HostileCase, type HostileRequest } from './support/hostile/hostile-case';
import { multipart, validParts } from './support/hostile/multipart-form';
import { JSON_ROUTES, LEAD_TABLES, MULTIPART_ROUTES } from './support/hostile/route-shapes';
import { startTestApp, type TestApp } from './support/test-app';

// Seeded, so a failing case is sent again on the next run; HOSTILE_SEED=<number> draws other cases.
const SEED = Number(process.env.HOSTILE_SEED ?? DEFAULT_SEED);
const CASES = hostileCases(SEED);
const ROUTES = [...JSON_ROUTES, ...MULTIPART_ROUTES];
const OWNER = { email: 'hostile.owner@example.com', password: 'a long enough owner pass' };

async function send(server: TestApp, url: string, request: HostileRequest, token: string, signals: Record<string, string> = {}) {
  const headers: Record<string, string> = { ...signals };
  if (request.contentType !== undefined) headers['content-type'] = request.contentType;
  const authorization = request.authorization === undefined ? `Bearer ${token}` : request.authorization;
  if (authorization !== null) headers.authorization = authorization;
  return server.app.inject({ method: 'POST', url, payload: request.payload, headers });
}

async function register(server: TestApp, credentials: { email: string; password: string }): Promise<string> {
  const response = await server.postJson('/api/register', credentials, formTokenHeaders(server, 'register'));
  expect(response.statusCode).toBe(201);
  return response.json<{ token: string }>().token;
}

describe('the unmutated requests every case starts from', () => {
  let server: TestApp;
  let token: string;
  beforeAll(async () => {
    server = await startTestApp();
    token = await register(server, OWNER);
  });
  afterAll(() => server.close());

  it.each(ROUTES.map((route) => route.url))('are accepted by POST %s, so each case fails only by what it changes', async (url) => {
    const jsonRoute = JSON_ROUTES.find((route) => route.url === url);
    const multipartRoute = MULTIPART_ROUTES.find((route) => route.url === url);
    // The account to log in to; 409 when the register case already made it.
    if (url === '/api/login') await server.postJson('/api/register', validCredentials(), formTokenHeaders(server, 'register'));
    const request = jsonRoute
      ? { payload: JSON.stringify(jsonRoute.valid()), contentType: 'application/json' }
      : multipart(validParts(multipartRoute!));
    const response = await send(server, url, request, token, formTokenHeadersFor(server, url));
    expect(response.statusCode, response.body).toBeLessThan(300);
  });
});

describe(`hostile input (seed ${SEED})`, () => {
  let server: TestApp;
  let token: string;
  beforeAll(async () => {
    server = await startTestApp();
    token = await register(server, OWNER);
  });
  afterAll(() => server.close());

  it('generates over 2,000 cases, covering every route', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(2000);
    for (const route of ROUTES) expect(CASES.filter((c) => c.url === route.url).length, route.url).toBeGreaterThanOrEqual(100);
  });

  /** What a request to this route could leave behind: its own rows, and for the forms documents and files. */
  async function stored(url: string, table: string) {
    if (!MULTIPART_ROUTES.some((route) => route.url === url)) return { rows: await server.rowCount(table) };
    return { rows: await server.rowCount(table), documents: await server.rowCount('documents'), files: await server.uploadedFiles() };
  }

  /** Compares with what was stored before the case, so a stored row fails its own case and no other. */
  async function expectRefused(hostileCase: HostileCase, table: string) {
    const before = await stored(hostileCase.url, table);
    const response = await send(server, hostileCase.url, hostileCase.build(), token);
    const which = `POST ${hostileCase.url}, ${hostileCase.name}`;
    expect(problemWithAnswer(response), `${which}: answered ${response.statusCode} ${response.body.slice(0, 300)}`).toBeUndefined();
    expect(await stored(hostileCase.url, table), `${which}: stored something`).toEqual(before);
  }

  for (const route of ROUTES) {
    describe(`POST ${route.url}`, () => {
      for (const category of CATEGORIES) {
        const cases = CASES.filter((c) => c.url === route.url && c.category === category);
        if (cases.length === 0) continue;
        describe(category, () => {
          for (const hostileCase of cases) it(hostileCase.name, () => expectRefused(hostileCase, route.table));
        });
      }
    });
  }

  it('leaves no row in any lead table, no account but its own and no file', async () => {
    for (const table of LEAD_TABLES) expect(await server.rowCount(table), table).toBe(0);
    expect(await server.rowCount('users')).toBe(1);
    expect(await server.uploadedFiles()).toEqual([]);
  });
});
