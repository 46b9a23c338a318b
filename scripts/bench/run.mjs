// `npm run bench`: builds, starts the real server, measures every route kind, the lead API, the live lead feed
// (200 SSE consoles), the staff inbox over 1,000,000 leads, bots beside people (issue 41, bots.mjs) and the field
// speed beacons and report over 10,000,000 views (issue 42, vitals.mjs), a restore of 1,000,000 leads and what
// replication costs the lead API (issue 44, backups.mjs; alone: node scripts/bench/backups.mjs) on each storage engine, sets the bench's
// own runs beside the field's report (vitals-lab.mjs), then prints and writes bench/results.json and
// docs/benchmarks.md. A benchmark, not a test: budgets are reported, never enforced. It exits non-zero only when it
// could not measure, when a row the server acknowledged is not stored, when a posted lead never reached a console,
// when an inbox query is not a keyset range scan (EXPLAIN), when a bot or a person was answered 5xx, or when the
// field speed report does not count every view seeded.
//   node scripts/bench/run.mjs [--runs 3] [--inp-runs 3] [--seconds 10] [--connections 50] [--floor-seconds 3]
//                              [--skip-build] [--dist dist] [--routes home,tests,contact]
//                              [--engines sqlite,postgres] [--api-only | --pages-only] [--inbox-leads 1000000]
//                              [--vitals-views 10000000] [--field-report field.json]
// --api-only measures the API, the live feed, the inbox, the bots and the field speed API alone (no build,
// Lighthouse or page weight; seeding the inbox's million leads and the ten million views takes minutes per engine)
// and --pages-only the pages alone: each prints its figures and writes .tmp/bench/api-only.json or
// .tmp/bench/pages-only.json, leaving the committed results of the last full run alone. --routes keeps the named
// route kinds of dist/pages.json. --dist measures another build as it is (with --skip-build), e.g. a git
// worktree's, for a before/after comparison on one machine at one sitting.
// --inbox-leads seeds fewer leads for a quick look at the inbox's plans; --vitals-views fewer views for the field
// speed report. --field-report: a running server's report (`npm run -s vitals -- report --format json > field.json`)
// to set beside the bench's Lighthouse and interaction runs; without it the laboratory stands alone.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { measureApi } from './api-bench.mjs';
import { measureBackups } from './backups.mjs';
import { measureBots } from './bots.mjs';
import { measureLeadInbox } from './lead-inbox.mjs';
import { measureLiveFeed } from './live-feed.mjs';
import { command, options } from './options.mjs';
import { measurePages } from './pages.mjs';
import { renderApiOnlyMarkdown, renderMarkdown, renderPagesOnlyMarkdown } from './report.mjs';
import { root } from './server.mjs';
import { measureVitals } from './vitals.mjs';

const cleanups = [];
async function cleanUp() {
  while (cleanups.length > 0) await cleanups.pop()().catch((error) => console.error('clean-up failed:', error));
}
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void cleanUp().finally(() => process.exit(130)));

const version = (name) => JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')).version;
const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
const step = (text) => console.log(`\n▶ ${text}`);

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

function writeJson(relativeFile, results) {
  const file = path.join(root, relativeFile);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
}

async function main() {
  const started = performance.now();
  const loadAverageAtStart = os.loadavg().map((value) => value.toFixed(2));
  const { apiOnly, pagesOnly } = options;
  if (apiOnly) console.log('note: --api-only, no build, Lighthouse or page weight; the committed results stay as they are');
  if (pagesOnly) console.log('note: --pages-only, no API load test; the committed results stay as they are');
  const pages = apiOnly ? null : await measurePages({ ...options, cleanups, step });

  const api = pagesOnly
    ? null
    : await measureApi({
        engines: options.engines,
        seconds: options.seconds,
        connections: options.connections,
        floorSeconds: options.floorSeconds,
        staticDir: options.distDir,
        cleanups,
        step,
      });

  const liveFeed = pagesOnly ? null : await measureLiveFeed({ engines: options.engines, staticDir: options.distDir, cleanups, step });
  const leadInbox = pagesOnly ? null : await measureLeadInbox({ engines: options.engines, count: options.inboxLeads, staticDir: options.distDir, cleanups, step });
  const bots = pagesOnly ? null : await measureBots({ engines: options.engines, staticDir: options.distDir, cleanups, step });
  const vitals = pagesOnly
    ? null
    : await measureVitals({ engines: options.engines, seconds: options.seconds, connections: options.connections, views: options.vitalsViews, staticDir: options.distDir, cleanups, step });

  const backups = pagesOnly
    ? null
    : await measureBackups({ engines: options.engines, leads: options.inboxLeads, seconds: options.seconds, connections: options.connections, staticDir: options.distDir, cleanups, step });

  const { chromium, ...pageResults } = pages ?? {};
  const results = {
    command,
    date: new Date().toISOString(),
    durationSeconds: (performance.now() - started) / 1000,
    machine: { ...machine(loadAverageAtStart), ...(chromium ? { chromium } : {}) },
    ...pageResults,
    ...(api ? { api } : {}),
    ...(liveFeed ? { liveFeed } : {}),
    ...(leadInbox ? { leadInbox } : {}),
    ...(bots ? { bots } : {}),
    ...(vitals ? { vitals } : {}),
    ...(backups ? { backups } : {}),
  };

  if (apiOnly) {
    writeJson('.tmp/bench/api-only.json', results);
    console.log(`\n${renderApiOnlyMarkdown(results)}`);
    console.log('Wrote .tmp/bench/api-only.json');
  } else if (pagesOnly) {
    writeJson('.tmp/bench/pages-only.json', results);
    console.log(`\n${renderPagesOnlyMarkdown(results)}`);
    console.log('Wrote .tmp/bench/pages-only.json');
  } else {
    const markdown = renderMarkdown(results);
    writeJson('bench/results.json', results);
    writeFileSync(path.join(root, 'docs/benchmarks.md'), markdown);
    console.log(`\n${markdown}`);
    console.log('Wrote bench/results.json and docs/benchmarks.md');
  }
  if (pages) {
    const failedRoutes = results.lighthouse.routes.filter((route) => route.median.runtimeError);
    if (failedRoutes.length > 0) throw new Error(`Lighthouse could not measure ${failedRoutes.map((route) => route.path).join(', ')}`);
  }

  const lostRows = [
    ...(api?.engines ?? []).flatMap(({ label, endpoints }) => endpoints.filter((endpoint) => !endpoint.rows.consistent).map((endpoint) => `${endpoint.path} on ${label}`)),
    ...(vitals?.engines ?? []).filter(({ beacons }) => !beacons.rows.consistent).map(({ label }) => `/api/vitals on ${label}`),
  ];
  if (lostRows.length > 0) throw new Error(`stored rows do not match the acknowledged ones for ${lostRows.join(', ')}`);
  const undelivered = (liveFeed?.engines ?? []).filter((engine) => engine.delivered < engine.expected);
  if (undelivered.length > 0) throw new Error(`live feed: leads missing on consoles (${undelivered.map((e) => `${e.engine}: ${e.delivered} of ${e.expected}`).join(', ')})`);
  const unindexed = (leadInbox?.engines ?? []).flatMap(({ engine, queries }) => queries.filter((query) => !query.planOk).map((query) => `${query.name} on ${engine}: ${query.plan.join(' → ')}`));
  const crashed = (bots?.engines ?? []).flatMap(({ engine, tallies }) => Object.entries(tallies).filter(([, t]) => t.server5xx > 0).map(([actor, t]) => `${actor} on ${engine}: ${t.server5xx}`));
  if (crashed.length > 0) throw new Error(`bots: 5xx answers (${crashed.join(', ')})`);
  if (unindexed.length > 0) throw new Error(`inbox queries that are not a keyset range scan:\n  ${unindexed.join('\n  ')}`);
  const miscounted = (vitals?.engines ?? []).filter(({ reportAtScale: { report } }) => report.views !== report.viewsExpected);
  if (miscounted.length > 0) throw new Error(`field speed report: ${miscounted.map(({ label, reportAtScale: { report } }) => `${label} counted ${report.views} of ${report.viewsExpected} views`).join(', ')}`);
}

try {
  await main();
} catch (error) {
  console.error('\nbench failed:', error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
