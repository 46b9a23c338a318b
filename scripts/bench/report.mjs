// The Markdown report: each figure beside its budget.
import { BUDGETS, judged, kb, ms, seconds, table } from './report-format.mjs';
import { backupsSection } from './report-backups.mjs';
import { botsSection } from './report-bots.mjs';
import { leadInboxSection } from './report-inbox.mjs';
import { liveFeedSection } from './report-live.mjs';
import { floorSection, interactionSection, routeDetailSection } from './report-pages.mjs';
import { vitalsApiSection, vitalsLabSection } from './report-vitals.mjs';

export { BUDGETS, judge } from './report-format.mjs';

function lighthouseSection({ runs, routes }) {
  const rows = routes.map(({ route, path, performanceScores, median: m }) => [
    route,
    `\`${path}\``,
    judged(m.performance, String),
    seconds(m.fcpMs),
    judged(m.lcpMs, seconds),
    judged(m.tbtMs, ms),
    judged(m.scriptTaskMs, (value) => (value === 0 ? '< 50 ms' : ms(value))),
    judged(m.cls, (value) => value.toFixed(3)),
    seconds(m.speedIndexMs),
    judged(m.accessibility, String),
    judged(m.bestPractices, String),
    judged(m.seo, String),
    performanceScores.join(', ') + (m.runtimeError ? ` (error: ${m.runtimeError})` : ''),
  ]);
  const header = ['Route', 'Path', `Performance ${BUDGETS.performance.text}`, 'FCP', `LCP ${BUDGETS.lcpMs.text}`, `TBT ${BUDGETS.tbtMs.text}`,
    `Longest script task ${BUDGETS.scriptTaskMs.text}`, `CLS ${BUDGETS.cls.text}`, 'Speed Index', `Accessibility ${BUDGETS.accessibility.text}`, `Best practices ${BUDGETS.bestPractices.text}`,
    `SEO ${BUDGETS.seo.text}`, 'Performance of each run'];
  return [
    '## Lighthouse: mobile, simulated throttling (default config)',
    '',
    `${runs} runs per route kind. Each row is the run with the median performance score, all its figures from that run.`,
    '',
    table(header, rows),
  ].join('\n');
}

function pageWeightSection({ routes, homeJsToHydrate }) {
  const home = routes.find((route) => route.path === '/');
  const rows = routes.map(({ route, path, js, css }) => [route, `\`${path}\``, js.count, kb(js.raw), kb(js.gzip), css.count, kb(css.raw), kb(css.gzip)]);
  const lines = [
    '## Initial JS and CSS',
    '',
    'Every script and stylesheet a fresh browser context requests before the `load` event, weighed from `dist/`',
    '(gzip level 9). Inline `<style>` and `<script>` are part of the HTML and not counted. 1 KB = 1024 bytes.',
    '',
    table(['Route', 'Path', 'JS files', 'JS raw', 'JS gzip', 'CSS files', 'CSS raw', 'CSS gzip'], rows),
    '',
    `JS to hydrate \`/\` (see below): **${judged(homeJsToHydrate, kb)}** (budget ${homeJsToHydrate.budget}).`,
  ];
  if (home) {
    const files = home.js.files.map((file) => [`\`${file.path}\``, kb(file.raw), kb(file.gzip)]);
    lines.push('', 'JS files of `/`:', '', table(['File', 'Raw', 'Gzip'], files));
  }
  return lines.join('\n');
}

/** Leads a load sent without a token because the tokens fetched before it ran out (stored, but quarantined). */
function withoutToken(engines) {
  const count = engines.flatMap(({ endpoints }) => endpoints).reduce((sum, endpoint) => sum + (endpoint.healvia.sentWithoutToken ?? 0), 0);
  return count === 0 ? '' : `; ${count} went without a token when the tokens ran out`;
}

function apiSection({ seconds: duration, connections, engines, bare, rawSqlite, rawPostgres, profile }) {
  const post = (path) => `\`POST ${path}\``;
  const ratio = (value) => (value == null ? '–' : value.toFixed(2));
  const perEndpoint = (path) => [
    ...engines.map(({ label, endpoints }) => ({ server: `Healvia, ${label}`, figures: endpoints.find((e) => e.path === path).healvia })),
    { server: 'bare node:http', figures: bare.find((e) => e.path === path).figures },
  ];
  const loads = bare.flatMap(({ path }) =>
    perEndpoint(path).map(({ server, figures }) => [post(path), server, Math.round(figures.requestsPerSecond), ms(figures.p50Ms), ms(figures.p99Ms),
      figures.non2xx, figures.errors]),
  );
  const byEngine = (cells) => engines.flatMap(({ label, endpoints }) => endpoints.map((endpoint) => [post(endpoint.path), label, ...cells(endpoint)]));
  const ratios = byEngine((e) => [ratio(e.ratioToBare), ratio(e.ratioToRawSqlite), ...(rawPostgres ? [ratio(e.ratioToRawPostgres)] : [])]);
  const rows = byEngine(({ rows: r }) => [r.acknowledged, r.stored, r.acknowledgedButMissing, r.storedButUnacknowledged, r.consistent ? 'yes' : '**NO**']);
  const postgres = engines.find((engine) => engine.engine === 'postgres');
  const floors = [
    `- raw better-sqlite3 durable inserts (WAL, synchronous=FULL, one row per transaction, one connection, ${rawSqlite.seconds.toFixed(1)} s):`,
    `  **${Math.round(rawSqlite.rowsPerSecond)} rows/s**`,
  ];
  if (rawPostgres) {
    floors.push(
      `- raw PostgreSQL durable inserts (fsync and synchronous_commit on, one row per autocommit INSERT, ${rawPostgres.connections} connections`,
      `  at once, ${rawPostgres.seconds.toFixed(1)} s): **${Math.round(rawPostgres.rowsPerSecond)} rows/s**`,
    );
  }
  return [
    '## API on loopback (no budget)',
    '',
    `autocannon, ${connections} connections, ${duration} s per line; 2xx/s counts only 2xx answers. Each engine gets a fresh server`,
    'and an empty database: SQLite in the data dir, or a throwaway PostgreSQL cluster on the same machine (loopback,',
    `fsync on${postgres?.poolSize ? `, a pool of ${postgres.poolSize} connections` : ''}). The bare node:http server reads the body and answers 201, in its own process.`,
    'Absolute figures move with whatever else the machine is doing; the ratios are the result.',
    'Each lead to Healvia is sent as a visitor\'s form sends it (issue 41): a form token of its own, fetched under the same',
    `load just before and aged past the 2 s hurried window, and its own address and phone number${withoutToken(engines)}.`,
    '',
    table(['Endpoint', 'Server', '2xx/s', 'p50', 'p99', 'non-2xx', 'errors'], loads),
    '',
    'Floors, measured in the same run:',
    '',
    ...floors,
    '',
    table(['Endpoint', 'Engine', 'Healvia / bare node:http', 'Healvia / raw SQLite inserts', ...(rawPostgres ? ['Healvia / raw PostgreSQL inserts'] : [])], ratios),
    '',
    'Rows: every acknowledged id must be stored. A few stored rows may be unacknowledged: autocannon drops the',
    `requests still in flight at its deadline (at most one per connection), which the server may already have stored.`,
    '',
    table(['Endpoint', 'Engine', 'Acknowledged', 'Stored', 'Acknowledged but missing', 'Stored but unacknowledged', 'Consistent'], rows),
    '',
    profileSection(profile),
  ].join('\n');
}

/** What the profile of issue 13 showed and changed; the table under it is measured anew by every run. */
const PROFILE_FINDINGS = [
  'What the first profile (issue 13, before the changes) showed, and what changed:',
  '',
  '- **One durable commit per request.** Each lead was its own transaction, so every request waited for its own',
  '  fsync. Now requests that arrive together share one transaction (group commit, `server/storage/group-commit.ts`),',
  '  each acknowledged only after that commit; the SQLite statement work that remains is `executeQuery` below.',
  '- **Security headers rebuilt per request: about 10 % of busy time.** `@fastify/helmet` constructs Helmet and',
  '  re-parses the CSP (`dashify`, `parseDirectives`) on every request. The headers never vary, so they are now',
  '  worked out once at start (`server/http/security.ts`) and set with one call; every header is kept.',
  '- **Kept, by choice:** zod validation, the text-safety walk and the per-IP limit are each 1–2 %; request',
  '  logging is off in the bench (`LOG_LEVEL=warn`) and costs a few per cent at the default `info`.',
];

function profileSection(profile) {
  if (!profile) return '';
  const share = (value) => `${(value * 100).toFixed(1)} %`;
  return [
    `### Where a request's time goes (CPU profile, SQLite, \`POST ${profile.path}\`)`,
    '',
    `A separate ${profile.seconds} s run under \`node --cpu-prof\`; shares of the ${Math.round(profile.busyMs)} ms the server was busy (idle time and start-up left out).`,
    '',
    table(['Package or file (self time)', 'Share'], profile.owners.map(({ name, share: value }) => [`\`${name}\``, share(value)])),
    '',
    table(['Function (self time)', 'Share'], profile.functions.map(({ name, share: value }) => [`\`${name}\``, share(value)])),
    '',
    ...PROFILE_FINDINGS,
  ].join('\n');
}

/** What `--api-only` prints: the API section under a short header (the committed report is left alone). */
export function renderApiOnlyMarkdown(results) {
  const { machine: m } = results;
  return [
    '# API bench (--api-only)',
    '',
    `\`${results.command}\` on ${results.date} (commit ${m.commit}) in ${Math.round(results.durationSeconds)} s. Machine: ${m.cpus} × ${m.cpuModel},`,
    `Node ${m.node}, autocannon ${m.autocannon}; load average ${m.loadAverageAtStart.join(' / ')} at the start (shared machine).`,
    '',
    apiSection(results.api),
    '',
    liveFeedSection(results.liveFeed),
    '',
    leadInboxSection(results.leadInbox),
    '',
    botsSection(results.bots),
    '',
    vitalsApiSection(results.vitals),
    '',
    backupsSection(results.backups),
    '',
  ].join('\n');
}

/** The page sections, shared by the full report and `--pages-only`. */
function pageSections(results) {
  return [
    lighthouseSection(results.lighthouse),
    '',
    pageWeightSection(results.pageWeight),
    '',
    routeDetailSection(results.pageWeight, results.lighthouse),
    '',
    floorSection(results.floor, results.pageWeight, results.lighthouse),
    '',
    interactionSection(results.interactions),
    '',
    vitalsLabSection(results.vitalsLab),
  ];
}

function pagesPreamble(results, resultsFile) {
  const { machine: m } = results;
  return [
    `Written by \`${results.command}\` on ${results.date} (commit ${m.commit}) in ${Math.round(results.durationSeconds)} s,`,
    `${results.buildSeconds == null ? 'build skipped' : `build ${results.buildSeconds.toFixed(1)} s`}, measuring \`${results.dist}/\`. Machine: ${m.cpus} × ${m.cpuModel}, Node ${m.node}, ${m.chromium},`,
    `Lighthouse ${m.lighthouse}, autocannon ${m.autocannon}; load average ${m.loadAverageAtStart.join(' / ')} at the start (shared machine).`,
    '',
    `A benchmark, not a test: ✅ budget met, ❌ budget missed; nothing fails on them. Route kinds from ${results.routeSource}`,
    `(the first path of each route). Full figures: \`${resultsFile}\`; Lighthouse reports: \`.tmp/bench/lighthouse/\`.`,
  ];
}

/** What `--pages-only` prints: the page sections (the committed report is left alone). */
export function renderPagesOnlyMarkdown(results) {
  return ['# Page bench (--pages-only)', '', ...pagesPreamble(results, '.tmp/bench/pages-only.json'), '', ...pageSections(results), ''].join('\n');
}

export function renderMarkdown(results) {
  return ['# Benchmarks', '', ...pagesPreamble(results, 'bench/results.json'), '', ...pageSections(results), '', apiSection(results.api), '', liveFeedSection(results.liveFeed), '', leadInboxSection(results.leadInbox), '', botsSection(results.bots), '',
    vitalsApiSection(results.vitals), '', backupsSection(results.backups), ''].join('\n');
}
