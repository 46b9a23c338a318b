// The JS and CSS each route kind fetches before its `load` event, weighed from dist/ raw and gzip -9
// (what the files cost, independent of how the server happens to compress them); the HTML as served
// (the prerendered file), its inline CSS, and the elements in the DOM at `load`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../../tests/chromium-launch.js';

const KINDS = { script: 'js', stylesheet: 'css' };

function weigh(urls, baseUrl, distDir) {
  const files = urls.map((url) => {
    const { origin, pathname } = new URL(url);
    if (origin !== new URL(baseUrl).origin) return { path: url, raw: null, gzip: null, note: 'other origin, not weighed' };
    const bytes = readFileSync(path.join(distDir, decodeURIComponent(pathname)));
    return { path: pathname, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  });
  const sum = (key) => files.reduce((total, file) => total + (file[key] ?? 0), 0);
  return { count: files.length, raw: sum('raw'), gzip: sum('gzip'), files };
}

const STYLE = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;

function weighHtml(bytes) {
  const inlineCss = [...bytes.toString('utf8').matchAll(STYLE)].reduce((total, match) => total + Buffer.byteLength(match[1]), 0);
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, inlineCss };
}

/** The bench closes it itself, also on Ctrl-C, so Playwright must not exit the process first. */
export function launchBrowser() {
  return chromium.launch({ ...chromiumLaunchOptions, handleSIGINT: false, handleSIGTERM: false, handleSIGHUP: false });
}

/** In the page, before its scripts: notes the time the app marks the page hydrated (`html[data-hydrated]`). */
function recordWhenHydrated() {
  new MutationObserver((_, observer) => {
    if (!document.documentElement || !('hydrated' in document.documentElement.dataset)) return;
    window.__benchHydratedAt = performance.now();
    observer.disconnect();
  }).observe(document, { attributes: true, attributeFilter: ['data-hydrated'], subtree: true });
}

/**
 * Every script the page requested before it was marked hydrated, by the page's own clock (Resource Timing):
 * what loads after (code started once the page settled, such as the offline queue) is not counted, however
 * soon after, and polling for the mark from here could not tell the two apart.
 */
async function scriptsRequestedUntilHydrated(page) {
  await page.waitForFunction(() => window.__benchHydratedAt !== undefined, null, { timeout: 60_000 });
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime <= window.__benchHydratedAt && new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => entry.name),
  );
}

/** One fresh browser context (no cache) per route kind; `scripts: false` for floor pages, which never hydrate. */
export async function measurePageWeight(browser, baseUrl, routes, distDir, { scripts = true } = {}) {
  const results = [];
  for (const { route, path: pagePath } of routes) {
    const context = await browser.newContext();
    if (scripts) await context.addInitScript(recordWhenHydrated);
    const page = await context.newPage();
    const requested = { js: new Set(), css: new Set() };
    let loaded = false;
    page.once('load', () => (loaded = true));
    page.on('request', (request) => {
      const kind = KINDS[request.resourceType()];
      if (kind && !loaded) requested[kind].add(request.url());
    });
    const response = await page.goto(new URL(pagePath, baseUrl).href, { waitUntil: 'load' });
    const html = weighHtml(await response.body());
    const domElements = await page.evaluate(() => document.getElementsByTagName('*').length);
    // The page preloads its boot chunks once painted, which may be after `load`: also weigh every script
    // fetched until the app reports the page and its interactive sections hydrated.
    const untilHydrated = scripts ? await scriptsRequestedUntilHydrated(page) : [];
    await context.close();
    results.push({
      route,
      path: pagePath,
      html,
      domElements,
      js: weigh([...requested.js], baseUrl, distDir),
      jsToHydrate: weigh(untilHydrated, baseUrl, distDir),
      css: weigh([...requested.css], baseUrl, distDir),
    });
  }
  return results;
}
