import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import zlib from 'node:zlib';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validCallback } from './support/fixtures';
import { formTokenHeaders } from './support/form-token';
import { startTestApp, type TestApp } from './support/test-app';

const HOME = '<!doctype html><html lang="en"><title>Home</title><div id="root"><h1>Healthcare</h1></div><script src="/static/js/index.3f2a9c1b.js"></script></html>';
const CLIENT_SHELL = '<!doctype html><html lang="en"><meta name="robots" content="noindex"><div id="root"></div><script src="/static/js/index.3f2a9c1b.js"></script></html>';
const ASSET = `console.log(${JSON.stringify('healvia '.repeat(400))});`;
const PRESS = `<!doctype html><html lang="en"><title>Press</title>${'<p>Healvia in the news</p>'.repeat(60)}</html>`;
/** What scripts/compress-build.ts writes beside a page: brotli at quality 11, where the server compresses at 5. */
const PRESS_BR = zlib.brotliCompressSync(PRESS, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
const PRESS_GZ = zlib.gzipSync(PRESS, { level: 9 });
const SEARCH_INDEX = JSON.stringify({ documentCount: 1, storedFields: { 1: { title: 'Thyroid Profile '.repeat(100) } } });

let staticDir: string;
let server: TestApp;
beforeAll(async () => {
  staticDir = mkdtempSync(path.join(tmpdir(), 'healvia-site-'));
  mkdirSync(path.join(staticDir, 'static/js'), { recursive: true });
  mkdirSync(path.join(staticDir, 'about'));
  writeFileSync(path.join(staticDir, 'index.html'), HOME);
  writeFileSync(path.join(staticDir, '_shell.html'), CLIENT_SHELL);
  writeFileSync(path.join(staticDir, 'route-patterns.json'), JSON.stringify(['/self-check-scan']));
  mkdirSync(path.join(staticDir, 'package-details/3'), { recursive: true });
  writeFileSync(path.join(staticDir, 'package-details/3/index.html'), '<!doctype html><title>Glow facial</title>');
  writeFileSync(path.join(staticDir, 'about/index.html'), '<!doctype html><title>About</title>');
  mkdirSync(path.join(staticDir, 'press'));
  writeFileSync(path.join(staticDir, 'press/index.html'), PRESS);
  writeFileSync(path.join(staticDir, 'press/index.html.br'), PRESS_BR);
  writeFileSync(path.join(staticDir, 'press/index.html.gz'), PRESS_GZ);
  writeFileSync(path.join(staticDir, 'static/js/index.3f2a9c1b.js'), ASSET);
  writeFileSync(path.join(staticDir, 'search-index.json'), SEARCH_INDEX);
  writeFileSync(path.join(staticDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(staticDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(path.join(staticDir, 'manifest.webmanifest'), '{"name":"Healvia"}');
  server = await startTestApp({ staticDir, trustProxy: true });
});
afterAll(async () => {
  await server.close();
  rmSync(staticDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => server.request({ method: 'GET', url, headers });

describe('serving the built site', () => {
  it.each([
    ['/', '<title>Home</title>'],
    ['/about', '<title>About</title>'],
    ['/about/', '<title>About</title>'],
    ['/package-details/3', '<title>Glow facial</title>'],
  ])('answers the prerendered page %s with its own file, revalidated', async (url, title) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain(title);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers a client-only page with the client shell', async () => {
    const response = await get('/self-check-scan');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(CLIENT_SHELL);
  });

  it.each(['/tests-that-do-not-exist', '/package-details', '/package-details/3/extra', '/about/more'])(
    'redirects %s, a path outside the route table, to the home page',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/');
    },
  );

  it('caches hashed assets for a year and compresses them with brotli or gzip', async () => {
    const brotli = await get('/static/js/index.3f2a9c1b.js', { 'accept-encoding': 'br, gzip' });
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers['content-encoding']).toBe('br');
    const gzip = await get('/static/js/index.3f2a9c1b.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(Number(gzip.headers['content-length'] ?? gzip.rawPayload.length)).toBeLessThan(ASSET.length);
  });

  it.each([
    ['br, gzip', 'br', PRESS_BR],
    ['gzip', 'gzip', PRESS_GZ],
  ])('sends the build\'s own compressed copy of a page to a browser that accepts %s', async (accepted, encoding, copy) => {
    const response = await get('/press', { 'accept-encoding': accepted });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(response.rawPayload).toEqual(copy);
  });

  it('sends the page as it is to a browser that accepts no compression, saying it varies by encoding', async () => {
    const response = await get('/press', { 'accept-encoding': 'identity' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(response.body).toBe(PRESS);
  });

  it('serves the search index as compressed JSON that browsers revalidate, so a new build reaches them', async () => {
    const response = await get('/search-index.json', { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-encoding']).toBe('br');
    const unchanged = await get('/search-index.json', { 'if-none-match': String(response.headers.etag) });
    expect(unchanged.statusCode).toBe(304);
  });

  it('answers a missing file with 404 rather than the app shell', async () => {
    const response = await get('/images/missing.png');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<div id="root">');
  });

  it('answers unknown API paths and methods with a JSON 404', async () => {
    for (const response of [await get('/api/nothing'), await get('/api/appointments'), await server.request({ method: 'POST', url: '/about' })]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: 'Not Found', message: expect.stringContaining('Nothing is served') });
    }
  });

  it.each(['/%', '/%E0%A4%A', '/..%2f..%2fpackage.json', '/static/../../package.json', '/api/%00', '/index.html?x=%'])(
    'answers the odd path %s without a server error or a file from outside the build',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.body).not.toContain('"dependencies"');
    },
  );

  it('serves the service worker from the root, always revalidated, and the web app manifest with its type', async () => {
    const worker = await get('/sw.js');
    expect(worker.headers['content-type']).toMatch(/^(?:application|text)\/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.headers['content-security-policy']).toContain("worker-src 'self'");
    const manifest = await get('/manifest.webmanifest');
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
  });

  it('never serves uploaded documents, even by their stored name', async () => {
    mkdirSync(path.join(server.dataDir, 'uploads'), { recursive: true });
    writeFileSync(path.join(server.dataDir, 'uploads', 'secret.png'), 'private');
    expect((await get('/uploads/secret.png')).statusCode).toBe(404);
    expect((await get('/../uploads/secret.png')).body).not.toContain('private');
  });
});

describe('security headers', () => {
  it.each(['/', '/api/openapi.json'])('sends a strict CSP and companions on %s', async (url) => {
    const { headers } = await get(url);
    const csp = String(headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it.each(['/static/js/index.3f2a9c1b.js', '/search-index.json', '/manifest.webmanifest'])(
    'keeps only what a file loaded into a page needs on %s: no page policies',
    async (url) => {
      const { statusCode, headers } = await get(url);
      expect(statusCode).toBe(200);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['content-security-policy']).toBeUndefined();
      expect(headers['x-frame-options']).toBeUndefined();
      expect(headers['cross-origin-opener-policy']).toBeUndefined();
    },
  );

  it('keeps the page policies on an SVG, which opened on its own is a document', async () => {
    const { headers } = await get('/favicon.svg');
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['x-frame-options']).toBe('DENY');
  });

  it('lets pages call a separate API host named by PUBLIC_API_BASE_URL', async () => {
    const site = await startTestApp({ apiOrigin: 'https://api.healvia.example' });
    try {
      const { headers } = await site.request({ method: 'GET', url: '/api/openapi.json' });
      expect(headers['content-security-policy']).toContain("connect-src 'self' https://api.healvia.example");
    } finally {
      await site.close();
    }
  });

  it('sends HSTS only when the request arrived over TLS', async () => {
    expect((await get('/')).headers['strict-transport-security']).toBeUndefined();
    const behindTls = await get('/', { 'x-forwarded-proto': 'https' });
    expect(behindTls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('rate limits', () => {
  it('answers 429 with a JSON body once an IP passes the limit, and stores nothing more', async () => {
    const limited = await startTestApp({ rateLimit: { max: 2, windowMs: 60_000 } });
    try {
      const statuses = [];
      for (let attempt = 0; attempt < 3; attempt += 1) statuses.push((await limited.postJson('/api/callbacks', validCallback())).statusCode);
      const refused = await limited.postJson('/api/callbacks', validCallback());
      expect(statuses).toEqual([201, 201, 429]);
      expect(refused.json()).toEqual({ message: expect.stringMatching(/^Too many requests/), error: 'Too Many Requests' });
      expect(refused.headers['retry-after']).toBeDefined();
      expect(await limited.rowCount('callbacks')).toBe(2);
      expect((await limited.postJson('/api/login', { email: 'a@b.co', password: 'x' }, formTokenHeaders(limited, 'login'))).statusCode).toBe(401);
    } finally {
      await limited.close();
    }
  });
});

describe('CORS for a separate site host', () => {
  it('allows only the configured origins, with credentials', async () => {
    const api = await startTestApp({ corsOrigins: ['https://www.healvia.example'] });
    try {
      const preflight = (origin: string) =>
        api.request({
          method: 'OPTIONS',
          url: '/api/assessments',
          headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type,idempotency-key' },
        });
      const allowed = await preflight('https://www.healvia.example');
      expect(allowed.statusCode).toBe(204);
      expect(allowed.headers['access-control-allow-origin']).toBe('https://www.healvia.example');
      expect(allowed.headers['access-control-allow-credentials']).toBe('true');
      expect(allowed.headers['access-control-allow-headers']).toBe('Content-Type, Authorization, Idempotency-Key, Form-Token, Form-Trap, Altcha');
      expect((await preflight('https://evil.example')).headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await api.close();
    }
  });
});

describe('GET /api/openapi.json', () => {
  it('describes the form token, the bot signals\' headers and the 428 on every guarded form, not on the assessment', async () => {
    type Operation = { parameters?: { $ref: string }[]; responses: Record<string, unknown> };
    const document = (await get('/api/openapi.json')).json<{ paths: Record<string, { get?: Operation; post?: Operation }>; components: { parameters: Record<string, { name: string }> } }>();
    expect(document.paths['/api/form-token']!.get!.responses).toMatchObject({ 200: expect.any(Object), 400: expect.any(Object), 429: expect.any(Object) });
    expect(['FormToken', 'FormTrap', 'Altcha'].map((name) => document.components.parameters[name]!.name)).toEqual(['Form-Token', 'Form-Trap', 'Altcha']);
    for (const url of ['/api/appointments', '/api/callbacks', '/api/contact', '/api/login', '/api/register', '/api/patients', '/api/doctors', '/api/hospitals']) {
      const operation = document.paths[url]!.post!;
      expect(operation.parameters, url).toEqual(expect.arrayContaining([{ $ref: '#/components/parameters/FormToken' }, { $ref: '#/components/parameters/Altcha' }]));
      expect(JSON.stringify(operation.responses[428]), url).toContain('Checking your request');
    }
    expect(document.paths['/api/assessments']!.post!.responses[428]).toBeUndefined();
  });

  it('describes the nine calls from the shared schemas, the form token, the field speed beacon and report and the three health probes', async () => {
    const document = (await get('/api/openapi.json')).json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toHaveLength(15);
    expect(document.paths['/readyz']).toMatchObject({ get: { responses: { 200: expect.any(Object), 503: expect.any(Object) } } });
    expect(JSON.stringify(document.paths['/api/appointments'])).toContain('General Medicine');
  });

  it('describes the field speed beacon from its schema (route patterns only) and the staff report with its days', async () => {
    type Operation = { requestBody?: { content: Record<string, { schema: { properties: Record<string, { enum?: string[] }> } }> }; responses: Record<string, unknown>; parameters?: unknown[] };
    const { paths } = (await get('/api/openapi.json')).json<{ paths: Record<string, { get?: Operation; post?: Operation }> }>();
    const beacon = paths['/api/vitals']!.post!;
    expect(Object.keys(beacon.responses).sort()).toEqual(['204', '400', '413', '415', '429', '503']);
    const properties = beacon.requestBody!.content['application/json']!.schema.properties;
    expect(Object.keys(properties).sort()).toEqual(['attribution', 'effectiveType', 'lang', 'metrics', 'navigationType', 'route']);
    expect(properties.route!.enum).toContain('/lab-tests-details/:id');
    const report = paths['/api/staff/vitals']!.get!;
    expect(Object.keys(report.responses).sort()).toEqual(['200', '400', '401', '403']);
    expect(report.parameters).toEqual([{ name: 'days', in: 'query', required: false, schema: { type: 'integer', minimum: 1, maximum: 90, default: 28 } }]);
  });

  it('describes the assessment lists and the login limits with Retry-After', async () => {
    type Post = { post: { requestBody: { content: Record<string, { schema: { properties: Record<string, unknown> } }> }; responses: Record<string, unknown> } };
    const { paths } = (await get('/api/openapi.json')).json<{ paths: Record<string, Post> }>();
    const assessment = paths['/api/assessments']!.post.requestBody.content['application/json']!.schema.properties;
    expect(assessment.knownAllergies).toMatchObject({ type: 'array', uniqueItems: true, items: { enum: expect.arrayContaining(['Penicillin', 'None of these']) } });
    expect(paths['/api/login']!.post.responses[429]).toMatchObject({ headers: { 'Retry-After': expect.any(Object) } });
    expect(JSON.stringify(paths['/api/login']!.post.responses[429])).toContain('AUTH_RATE_LIMIT_EMAIL_MAX');
  });
});
