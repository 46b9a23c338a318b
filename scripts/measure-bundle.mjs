// Prints the production build time and the JavaScript that loading `/` fetches, raw and gzip.
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
  let raw = 0;
  let gzip = 0;
  const rows = [...scripts].map((path) => {
    const bytes = readFileSync(`dist${path}`);
    const zipped = gzipSync(bytes, { level: 9 }).length;
    raw += bytes.length;
    gzip += zipped;
    return `  ${path.padEnd(52)} ${(bytes.length / 1024).toFixed(1).padStart(7)} KB ${(zipped / 1024).toFixed(1).padStart(7)} KB gzip`;
  });
  console.log(`Production build: ${buildSeconds.toFixed(2)} s`);
  console.log(`JavaScript loaded by / (${scripts.size} files):`);
  console.log(rows.join('\n'));
  console.log(`  total ${(raw / 1024).toFixed(1)} KB raw, ${(gzip / 1024).toFixed(1)} KB gzip`);
} finally {
  await browser.close();
  server.kill();
}
