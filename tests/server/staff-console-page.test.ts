import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';

const HOME = '<!doctype html><html lang="en"><title>Home</title><div id="root"><h1>Healthcare</h1></div></html>';
const CONSOLE = `<!doctype html><html lang="en"><meta name="robots" content="noindex, nofollow"><title>Healvia Staff</title>${'<div id="root"></div>'.repeat(40)}</html>`;

let staticDir: string;
let server: TestApp;
beforeAll(async () => {
  staticDir = mkdtempSync(path.join(tmpdir(), 'healvia-console-'));
  mkdirSync(path.join(staticDir, 'staff'));
  mkdirSync(path.join(staticDir, 'static/staff/js'), { recursive: true });
  writeFileSync(path.join(staticDir, 'index.html'), HOME);
  writeFileSync(path.join(staticDir, 'staff/index.html'), CONSOLE);
  writeFileSync(path.join(staticDir, 'staff/index.html.br'), zlib.brotliCompressSync(CONSOLE));
  writeFileSync(path.join(staticDir, 'static/staff/js/index.1a2b3c4d.js'), 'console.log(1)');
  server = await startTestApp({ staticDir });
});
afterAll(async () => {
  await server.close();
  rmSync(staticDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => server.request({ method: 'GET', url, headers });

describe('the staff console page', () => {
  it.each(['/staff', '/staff/', '/staff/login', '/staff/login?next=%2Fstaff%2Faudit', '/staff/enrol/abc-123', '/staff/leads/42', '/staff/no/such/page', '/staff/index.html'])(
    'is answered at %s, never indexed, with the site’s policies',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(CONSOLE);
      expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
      expect(response.headers['x-frame-options']).toBe('DENY');
    },
  );

  it('is sent as the build compressed it', async () => {
    const response = await get('/staff/login', { 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(CONSOLE);
  });

  it('answers HEAD like GET', async () => {
    const response = await server.request({ method: 'HEAD', url: '/staff/login' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
  });

  it('leaves the public site, the console’s files and paths that only start alike as they were', async () => {
    expect((await get('/')).body).toBe(HOME);
    expect((await get('/')).headers['x-robots-tag']).toBeUndefined();
    const script = await get('/static/staff/js/index.1a2b3c4d.js');
    expect(script.statusCode).toBe(200);
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const lookalike = await get('/staffing');
    expect(lookalike.statusCode).toBe(302);
    expect(lookalike.headers.location).toBe('/');
  });
});

describe('a build without the console', () => {
  it('leaves /staff to the static site, like any unknown path', async () => {
    const bare = mkdtempSync(path.join(tmpdir(), 'healvia-no-console-'));
    writeFileSync(path.join(bare, 'index.html'), HOME);
    const app = await startTestApp({ staticDir: bare });
    try {
      const response = await app.request({ method: 'GET', url: '/staff/login' });
      expect(response.statusCode).toBe(302);
    } finally {
      await app.close();
      rmSync(bare, { recursive: true, force: true });
    }
  });
});
