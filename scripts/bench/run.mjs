// `npm run bench`: builds, starts the real server, measures every route kind and the lead API on each storage
// engine, then prints and writes bench/results.json and docs/benchmarks.md. A benchmark, not a test: budgets
// are reported, never enforced. It exits non-zero only when it could not measure, or when a row the server
// acknowledged is not stored.
//   node scripts/bench/run.mjs [--runs 3] [--seconds 10] [--connections 50] [--floor-seconds 3] [--skip-build]
//                              [--engines sqlite,postgres] [--api-only]
// --api-only measures the API alone (no build, Lighthouse or page weight, about a minute): it prints its
// figures and writes .tmp/bench/api-only.json, leaving the committed results of the last full run alone.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ENGINES, measureApi } from './api-bench.mjs';
import { launchChrome, runLighthouse } from './lighthouse.mjs';
import { launchBrowser, measurePageWeight } from './page-weight.mjs';
import { judge, renderApiOnlyMarkdown, renderMarkdown } from './report.mjs';
import { root, startHealviaServer } from './server.mjs';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    'floor-seconds': { type: 'string', default: '3' },
    'skip-build': { type: 'boolean', default: false },
    engines: { type: 'string', default: ENGINES.join(',') },
    'api-only': { type: 'boolean', default: false },
  },
});
const runs = Number(options.runs);
const seconds = Number(options.seconds);
const connections = Number(options.connections);
const engines = options.engines.split(',').map((engine) => engine.trim());
const unknownEngines = engines.filter((engine) => !ENGINES.includes(engine));
if (unknownEngines.length > 0) throw new Error(`--engines: unknown ${unknownEngines.join(', ')} (known: ${ENGINES.join(', ')})`);

const distDir = path.join(root, 'dist');
const FALLBACK_ROUTES = [
  { route: 'home', path: '/' },
  { route: 'about', path: '/about' },
  { route: 'contact', path: '/contact' },
];

const cleanups = [];
async function cleanUp() {
  while (cleanups.length > 0) await cleanups.pop()().catch((error) => console.error('clean-up failed:', error));
}
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void cleanUp().finally(() => process.exit(130)));

const version = (name) => JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')).version;
const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
const step = (text) => console.log(`\n▶ ${text}`);

function build() {
  const started = performance.now();
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`npm run build failed:\n${result.stdout}\n${result.stderr}`);
  return (performance.now() - started) / 1000;
}

/** One path per distinct route of the prerender manifest, so new routes join the bench by themselves. */
function routeKinds() {
  const file = path.join(distDir, 'pages.json');
  if (!existsSync(file)) {
    console.log('note: dist/pages.json is missing (no prerender yet); measuring /, /about and /contact');
    return { routeSource: 'a fixed list (dist/pages.json was missing)', routes: FALLBACK_ROUTES };
  }
  const kinds = new Map();
  for (const page of JSON.parse(readFileSync(file, 'utf8'))) if (!kinds.has(page.route)) kinds.set(page.route, { route: page.route, path: page.path });
  return { routeSource: '`dist/pages.json`', routes: [...kinds.values()] };
}

function judgeLighthouse(result) {
  const { performance: perf, lcpMs, tbtMs, cls, accessibility, bestPractices, seo, ...rest } = result.median;
  const judged = { performance: judge('performance', perf), lcpMs: judge('lcpMs', lcpMs), tbtMs: judge('tbtMs', tbtMs), cls: judge('cls', cls),
    accessibility: judge('accessibility', accessibility), bestPractices: judge('bestPractices', bestPractices), seo: judge('seo', seo) };
  return { ...result, median: { ...rest, ...judged } };
}

/** Build, then initial JS/CSS and Lighthouse for each route kind, on the real server serving dist/. */
async function measurePages() {
  let buildSeconds = null;
  if (options['skip-build']) console.log('note: --skip-build, measuring the dist/ already there');
  else {
    step('npm run build');
    buildSeconds = build();
    console.log(`  built in ${buildSeconds.toFixed(1)} s`);
  }
  const { routeSource, routes } = routeKinds();
  console.log(`  route kinds: ${routes.map((route) => `${route.route} ${route.path}`).join(', ')}`);

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'healvia-bench-data-'));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  const server = await startHealviaServer({ dataDir, staticDir: distDir });
  cleanups.push(server.stop);
  console.log(`  server at ${server.url}, pid ${server.child.pid}`);

  step('initial JS and CSS per route kind (playwright-core)');
  const browser = await launchBrowser();
  cleanups.push(() => browser.close());
  const chromium = `Chromium ${browser.version()}`;
  const pageWeight = await measurePageWeight(browser, server.url, routes, distDir);
  await browser.close();
  const home = pageWeight.find((route) => route.path === '/');

  step(`Lighthouse, ${runs} runs per route kind`);
  const reportDir = path.join(root, '.tmp/bench/lighthouse');
  rmSync(reportDir, { recursive: true, force: true });
  const chrome = await launchChrome();
  cleanups.push(chrome.close);
  const lighthouse = (await runLighthouse(chrome, server.url, routes, { runs, reportDir })).map(judgeLighthouse);
  await chrome.close();
  await server.stop();

  return {
    buildSeconds,
    chromium,
    routeSource,
    lighthouse: { runs, config: 'lighthouse default (mobile, simulated throttling)', pick: 'run with the median performance score', routes: lighthouse },
    pageWeight: { routes: pageWeight, homeJsGzip: judge('homeJsGzip', home ? home.js.gzip : null) },
  };
}

function machine(loadAverageAtStart) {
  return {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown',
    node: process.version,
    lighthouse: version('lighthouse'),
    autocannon: version('autocannon'),
    commit: git('rev-parse', '--short', 'HEAD') + (git('status', '--porcelain', '--untracked-files=no') ? ' + uncommitted changes' : ''),
    loadAverageAtStart,
  };
}

async function main() {
  const started = performance.now();
  const loadAverageAtStart = os.loadavg().map((value) => value.toFixed(2));
  const apiOnly = options['api-only'];
  if (apiOnly) console.log('note: --api-only, no build, Lighthouse or page weight; the committed results stay as they are');
  const pages = apiOnly ? null : await measurePages();

  const api = await measureApi({
    engines,
    seconds,
    connections,
    floorSeconds: Number(options['floor-seconds']),
    staticDir: distDir,
    cleanups,
    step,
  });

  const { chromium, ...pageResults } = pages ?? {};
  const results = {
    command: apiOnly ? 'npm run bench -- --api-only' : 'npm run bench',
    date: new Date().toISOString(),
    durationSeconds: (performance.now() - started) / 1000,
    machine: { ...machine(loadAverageAtStart), ...(chromium ? { chromium } : {}) },
    ...pageResults,
    api,
  };

  if (apiOnly) {
    const file = path.join(root, '.tmp/bench/api-only.json');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
    console.log(`\n${renderApiOnlyMarkdown(results)}`);
    console.log(`Wrote ${path.relative(root, file)}`);
  } else {
    const markdown = renderMarkdown(results);
    mkdirSync(path.join(root, 'bench'), { recursive: true });
    writeFileSync(path.join(root, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`);
    writeFileSync(path.join(root, 'docs/benchmarks.md'), markdown);
    console.log(`\n${markdown}`);
    console.log('Wrote bench/results.json and docs/benchmarks.md');
    const failedRoutes = results.lighthouse.routes.filter((route) => route.median.runtimeError);
    if (failedRoutes.length > 0) throw new Error(`Lighthouse could not measure ${failedRoutes.map((route) => route.path).join(', ')}`);
  }

  const lostRows = api.engines.flatMap(({ label, endpoints }) =>
    endpoints.filter((endpoint) => !endpoint.rows.consistent).map((endpoint) => `${endpoint.path} on ${label}`),
  );
  if (lostRows.length > 0) throw new Error(`stored rows do not match the acknowledged ones for ${lostRows.join(', ')}`);
}

try {
  await main();
} catch (error) {
  console.error('\nbench failed:', error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
