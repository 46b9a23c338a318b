// Prints the production build time and the JavaScript that loading `/` fetches, raw and gzip, apart from the field
// speed reporter it fetches once idle (issue 42), then what the header's search adds on its first focus (its code
// and the index).
// A benchmark, not a test: it reports figures and never fails on them.
import { execSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../tests/chromium-launch.js';

const port = 4391;
const started = performance.now();
execSync('node_modules/.bin/rsbuild build', { stdio: 'ignore' });
const buildSeconds = (performance.now() - started) / 1000;
execSync('node_modules/.bin/tsx scripts/build-search-index.ts', { stdio: 'ignore' });

const server = spawn('node', ['scripts/serve-static.mjs', 'dist', String(port)], { stdio: 'ignore' });
await new Promise((resolve) => setTimeout(resolve, 500));
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const page = await browser.newPage();
  const scripts = new Set();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
  });
  await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: 'networkidle' });
  const sizes = (paths) => {
    let raw = 0;
    let gzip = 0;
    const rows = [...paths].map((path) => {
      const bytes = readFileSync(`dist${path}`);
      const zipped = gzipSync(bytes, { level: 9 }).length;
      raw += bytes.length;
      gzip += zipped;
      return `  ${path.padEnd(52)} ${(bytes.length / 1024).toFixed(1).padStart(7)} KB ${(zipped / 1024).toFixed(1).padStart(7)} KB gzip`;
    });
    return `${rows.join('\n')}\n  total ${(raw / 1024).toFixed(1)} KB raw, ${(gzip / 1024).toFixed(1)} KB gzip`;
  };
  const reporterFiles = new Set(JSON.parse(readFileSync('dist/chunk-groups.json', 'utf8')).vitals.map((file) => `/${file}`));
  // Fetched after the page is idle, which may be after `networkidle`.
  if (![...scripts].some((path) => reporterFiles.has(path))) {
    await page.waitForResponse((response) => reporterFiles.has(new URL(response.url()).pathname));
  }
  await page.waitForLoadState('networkidle');
  const reporter = new Set([...scripts].filter((path) => reporterFiles.has(path)));
  const pageScripts = new Set([...scripts].filter((path) => !reporterFiles.has(path)));
  console.log(`Production build: ${buildSeconds.toFixed(2)} s`);
  console.log(`JavaScript loaded by / (${pageScripts.size} files):`);
  console.log(sizes(pageScripts));
  console.log(`Loaded once / is hydrated and idle, the field speed reporter (${reporter.size} files):`);
  console.log(sizes(reporter));

  const initial = new Set(scripts);
  const searchFiles = new Set();
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (!initial.has(path) && (request.resourceType() === 'script' || path.endsWith('search-index.json'))) searchFiles.add(path);
  });
  await page.getByRole('button', { name: 'Search tests, scans, doctors, medicines' }).click();
  await page.getByRole('combobox', { name: 'Search' }).waitFor();
  await page.waitForLoadState('networkidle');
  console.log(`Loaded on the first focus of the header search (${searchFiles.size} files):`);
  console.log(sizes(searchFiles));
} finally {
  await browser.close();
  server.kill();
}
