// `npm run bench`: builds, starts the real server, measures every route kind and the lead API, then
// prints and writes bench/results.json and docs/benchmarks.md. A benchmark, not a test: budgets are
// reported, never enforced. It exits non-zero only when it could not measure, or when a row the server
// acknowledged is not stored.
//   node scripts/bench/run.mjs [--runs 3] [--seconds 10] [--connections 50] [--sqlite-seconds 3] [--skip-build]
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { checkRows, endpoints, load, rawInsertRate } from './api-load.mjs';
import { launchChrome, runLighthouse } from './lighthouse.mjs';
import { launchBrowser, measurePageWeight } from './page-weight.mjs';
import { judge, renderMarkdown } from './report.mjs';
import { root, startBareServer, startHealviaServer } from './server.mjs';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    'sqlite-seconds': { type: 'string', default: '3' },
    'skip-build': { type: 'boolean', default: false },
  },
});
const runs = Number(options.runs);
const seconds = Number(options.seconds);
const connections = Number(options.connections);

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

async function measureApi(dataDir, healviaServer) {
  const targets = endpoints();
  const healvia = [];
  for (const endpoint of targets) {
    step(`autocannon POST ${endpoint.path} on Healvia (${connections} connections, ${seconds} s)`);
    healvia.push(await load(healviaServer.url, endpoint, { seconds, connections }));
  }
  // Stopped before counting, so requests it was still handling are settled and the WAL is checkpointed.
  await healviaServer.stop();
  const bareServer = await startBareServer();
  cleanups.push(bareServer.stop);
  const bare = [];
  for (const endpoint of targets) {
    step(`autocannon POST ${endpoint.path} on bare node:http (${connections} connections, ${seconds} s)`);
    bare.push(await load(bareServer.url, endpoint, { seconds, connections }));
  }
  await bareServer.stop();
  step(`raw better-sqlite3 durable inserts (${options['sqlite-seconds']} s)`);
  const rawSqlite = rawInsertRate(Number(options['sqlite-seconds']));
  const strip = ({ acknowledgedIds: _ids, ...figures }) => figures;
  return {
    seconds,
    connections,
    rawSqlite,
    endpoints: targets.map((endpoint, index) => ({
      path: endpoint.path,
      healvia: strip(healvia[index]),
      bare: strip(bare[index]),
      ratioToBare: healvia[index].requestsPerSecond / bare[index].requestsPerSecond,
      ratioToRawSqlite: healvia[index].requestsPerSecond / rawSqlite.rowsPerSecond,
      rows: checkRows(path.join(dataDir, 'healvia.sqlite'), endpoint.table, healvia[index].acknowledgedIds, connections),
    })),
  };
}

async function main() {
  const started = performance.now();
  const loadAverageAtStart = os.loadavg().map((value) => value.toFixed(2));
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

  const api = await measureApi(dataDir, server);

  const results = {
    command: 'npm run bench',
    date: new Date().toISOString(),
    durationSeconds: (performance.now() - started) / 1000,
    buildSeconds,
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown',
      node: process.version,
      chromium,
      lighthouse: version('lighthouse'),
      autocannon: version('autocannon'),
      commit: git('rev-parse', '--short', 'HEAD') + (git('status', '--porcelain', '--untracked-files=no') ? ' + uncommitted changes' : ''),
      loadAverageAtStart,
    },
    routeSource,
    lighthouse: { runs, config: 'lighthouse default (mobile, simulated throttling)', pick: 'run with the median performance score', routes: lighthouse },
    pageWeight: { routes: pageWeight, homeJsGzip: judge('homeJsGzip', home ? home.js.gzip : null) },
    api,
  };

  const markdown = renderMarkdown(results);
  mkdirSync(path.join(root, 'bench'), { recursive: true });
  writeFileSync(path.join(root, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(path.join(root, 'docs/benchmarks.md'), markdown);
  console.log(`\n${markdown}`);
  console.log('Wrote bench/results.json and docs/benchmarks.md');

  const failedRoutes = lighthouse.filter((route) => route.median.runtimeError);
  if (failedRoutes.length > 0) throw new Error(`Lighthouse could not measure ${failedRoutes.map((route) => route.path).join(', ')}`);
  const lostRows = api.endpoints.filter((endpoint) => !endpoint.rows.consistent);
  if (lostRows.length > 0) throw new Error(`stored rows do not match the acknowledged ones for ${lostRows.map((endpoint) => endpoint.path).join(', ')}`);
}

try {
  await main();
} catch (error) {
  console.error('\nbench failed:', error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
