import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataFilePartKey } from '@/lib/data-file';
import { startTestApp, type TestApp } from './support/test-app';

const PLACEHOLDER = 'unknown-id-9f3c2a';
const notFoundPage = (heading: string) =>
  `<!doctype html><html lang="en"><title>${heading} | Healvia</title><meta name="robots" content="noindex">` +
  `<div id="root"><h1>${heading}</h1><p>${heading} with ID ${PLACEHOLDER} not found.</p></div>` +
  `<script type="application/json" id="page-data">${JSON.stringify({ dataFiles: { [dataFilePartKey('/data/x.json', 'id', PLACEHOLDER)]: [] } })}</script></html>`;
const embeddedKeys = (html: string) => Object.keys(JSON.parse(/id="page-data">(.*?)<\/script>/.exec(html)![1]!).dataFiles);

let staticDir: string;
let server: TestApp;
beforeAll(async () => {
  staticDir = mkdtempSync(path.join(tmpdir(), 'healvia-not-found-'));
  mkdirSync(path.join(staticDir, '_not-found'));
  mkdirSync(path.join(staticDir, 'package-details/3'), { recursive: true });
  writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>Home</title>');
  writeFileSync(path.join(staticDir, 'package-details/3/index.html'), '<!doctype html><title>Glow facial</title>');
  writeFileSync(path.join(staticDir, 'route-patterns.json'), JSON.stringify(['/self-check-scan']));
  writeFileSync(path.join(staticDir, '_not-found/packageDetail.html'), notFoundPage('Package not found'));
  writeFileSync(path.join(staticDir, '_not-found/medicalServices.html'), notFoundPage('Scan service not found'));
  writeFileSync(
    path.join(staticDir, 'not-found-pages.json'),
    JSON.stringify({
      idPlaceholder: PLACEHOLDER,
      pages: [
        { pattern: '/package-details/:id', file: '_not-found/packageDetail.html' },
        { pattern: '/medical-services/:id', file: '_not-found/medicalServices.html' },
      ],
    }),
  );
  server = await startTestApp({ staticDir });
});
afterAll(async () => {
  await server.close();
  rmSync(staticDir, { recursive: true, force: true });
});

const get = (url: string, method: 'GET' | 'HEAD' = 'GET') => server.request({ method, url });

describe('a detail route with an id that has no page', () => {
  it.each([
    ['/package-details/999', 'Package not found', 'Package not found with ID 999 not found.'],
    ['/package-details/abc/', 'Package not found', 'Package not found with ID abc not found.'],
    ['/medical-services/9', 'Scan service not found', 'Scan service not found with ID 9 not found.'],
  ])('answers %s with 404 and its route\'s not-found page, naming the id and asking not to be indexed', async (url, heading, text) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain(`<h1>${heading}</h1>`);
    expect(response.body).toContain(`<p>${text}</p>`);
    expect(response.body).toContain('<meta name="robots" content="noindex">');
    expect(response.body).not.toContain(PLACEHOLDER);
  });

  it('writes the id as HTML-escaped text, the way React renders it, and takes $ patterns literally', async () => {
    const markup = await get(`/package-details/${encodeURIComponent('<img src=x onerror="a()">')}`);
    expect(markup.statusCode).toBe(404);
    expect(markup.body).toContain('with ID &lt;img src=x onerror=&quot;a()&quot;&gt; not found.');
    expect(markup.body).not.toContain('<img');
    const dollars = await get(`/package-details/${encodeURIComponent("$&$'")}`);
    expect(dollars.body).toContain('with ID $&amp;$&#x27; not found.');
  });

  it("names the id in the page's data as the browser keys its record, so the page hydrates for any id", async () => {
    for (const id of ['999', '<img src=x onerror="a()">', 'a b']) {
      const response = await get(`/package-details/${encodeURIComponent(id)}`);
      expect(embeddedKeys(response.body)).toEqual([dataFilePartKey('/data/x.json', 'id', id)]);
    }
  });

  it('answers HEAD with the same 404', async () => {
    expect((await get('/package-details/999', 'HEAD')).statusCode).toBe(404);
  });

  it('still answers a known id with its prerendered page', async () => {
    const response = await get('/package-details/3');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Glow facial</title>');
  });

  it.each(['/package-details', '/package-details/3/extra', '/package-details/a%0Db', '/no-such-page'])(
    'redirects %s, which is not a detail id, to the home page as the spec asks',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/');
    },
  );
});
