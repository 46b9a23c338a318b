// The field speed sections of the report (issue 42): POST /api/vitals under load and the 28-day report over ten
// million views beside their budgets, a sample of `npm run vitals -- report`, and the laboratory beside the field.
import { BUDGETS, judge, judged, ms, table } from './report-format.mjs';
import { BUDGET_BEACONS_PER_SECOND } from './vitals-beacons.mjs';
import { VITALS_METRICS } from './vitals-lab.mjs';

const count = (value) => value.toLocaleString('en');
const fine = (value) => (value == null ? '–' : `${value.toFixed(1)} ms`);
const secs = (value) => (value == null ? '–' : `${value.toFixed(1)} s`);
/** Budgets of the beacon load are SQLite's; PostgreSQL's figures are shown plain. */
const onBudget = (engine, key, value, format) => (engine === 'sqlite' ? judged(judge(key, value), format) : format(value));

function beaconRows(engines) {
  return engines.map(({ engine, label, beacons: b }) => [
    label,
    onBudget(engine, 'beaconsPerSecond', b.beaconsPerSecond, (value) => count(Math.round(value))),
    fine(b.p50Ms),
    fine(b.p99Ms),
    count(Math.round(b.atBudgetRate.beaconsPerSecond)),
    fine(b.atBudgetRate.p50Ms),
    onBudget(engine, 'beaconP99Ms', b.atBudgetRate.p99Ms, fine),
    onBudget(engine, 'beaconNon2xx', b.non2xx + b.atBudgetRate.non2xx, String),
    String(b.errors + b.atBudgetRate.errors),
    `${count(b.rows.stored)} / ${count(b.rows.acknowledged)} ${b.rows.consistent ? '✅' : '❌'}`,
  ]);
}

function scaleRows(engines) {
  return engines.map(({ label, reportAtScale: s }) => [
    label,
    secs(s.seedSeconds),
    `${count(s.catchUp.views)} in ${secs(s.catchUp.seconds)}`,
    `${count(s.rollup.views)} in ${secs(s.rollup.seconds)} (${count(Math.round(s.rollup.viewsPerSecond))}/s)`,
    `${count(s.dailyRows.views)} · ${count(s.dailyRows.histograms)} · ${count(s.dailyRows.attributions)}`,
    ms(s.report.firstMs),
    ms(s.report.p50Ms),
    judged(judge('vitalsReportMs', s.report.maxMs), ms),
    `${count(s.report.views)} of ${count(s.report.viewsExpected)} ${s.report.views === s.report.viewsExpected ? '✅' : '❌'}`,
  ]);
}

function sampleLines(engines) {
  const sampled = engines.find(({ engine }) => engine === 'sqlite') ?? engines[0];
  if (!sampled) return [];
  const { lines, totalLines } = sampled.reportAtScale.sample;
  return [
    `### Sample report: \`npm run vitals -- report\` on ${sampled.label}, its first ${lines.length} of ${totalLines} lines`,
    '',
    '```text',
    ...lines,
    ...(totalLines > lines.length ? ['…'] : []),
    '```',
  ];
}

export function vitalsApiSection(vitals) {
  if (!vitals) return '';
  const { seconds: duration, connections, beaconsInMix, views, engines } = vitals;
  const vacuum = engines.find(({ reportAtScale }) => reportAtScale.vacuumSeconds != null);
  return [
    '## Field speed: beacons and the report at scale (issue 42)',
    '',
    `\`POST /api/vitals\`: autocannon, ${connections} connections, cycling through ${beaconsInMix} valid beacons`,
    "built by the browser's own `buildVitalsBeacon` (every route pattern, weighted as the site's traffic; both languages;",
    'soft navigations without LCP, FCP and TTFB; attributions) with phone, tablet and desktop agents. Each engine gets a',
    'fresh server and database, its beacon rate limit lifted (`VITALS_RATE_LIMIT_MAX`): every beacon comes from 127.0.0.1.',
    `Two runs of ${duration} s: as fast as the connections go (the throughput; its p99 is queueing behind ${connections} connections),`,
    `then at the budget's ${count(BUDGET_BEACONS_PER_SECOND)} beacons/s (autocannon's \`overallRate\`), where the p99 budget is read.`,
    'The budgets are SQLite\'s. Stored / answered 204: the rows of `vitals_views` once the server has stopped, beside the',
    '204s of both runs; at most one beacon per connection and run, in flight at a deadline, may be stored unanswered.',
    '',
    table(['Engine', `Most beacons/s ${BUDGETS.beaconsPerSecond.text}`, 'p50', 'p99', `At ${count(BUDGET_BEACONS_PER_SECOND)}/s: beacons/s`, 'p50', `p99 ${BUDGETS.beaconP99Ms.text}`,
      `non-2xx ${BUDGETS.beaconNon2xx.text}`, 'errors', 'Stored / answered 204'], beaconRows(engines)),
    '',
    `The 28-day report over ${count(views)} views: seeded straight into \`vitals_views\` (one INSERT … SELECT per engine, the same`,
    "traffic, spread evenly over the last 28 days in India) and rolled up by the server's own roll-up: every day but the last",
    "caught up a day's views per transaction (a backlog no running server has), then the last day's views seeded and rolled",
    `up as the job does, 5,000 a transaction, timed: how fast the job keeps up with beacons. Then \`GET /api/staff/vitals?days=28\``,
    "through the real server with a supervisor's session: its first request after the start, then 5 one at a time.",
    ...(vacuum ? [`On PostgreSQL a \`VACUUM ANALYZE\` (autovacuum's work in production) followed the roll-up: ${secs(vacuum.reportAtScale.vacuumSeconds)}.`] : []),
    '',
    table(['Engine', 'Seeding', 'Catch-up roll-up', 'Roll-up of the last day', 'Daily rows (views · histograms · attributions)', 'First request', 'p50',
      `Slowest ${BUDGETS.vitalsReportMs.text}`, 'Views counted'], scaleRows(engines)),
    '',
    ...sampleLines(engines),
  ].join('\n');
}

const valueOf = (metric, value) => (value == null ? '–' : metric === 'CLS' ? value.toFixed(3) : ms(value));

function fieldCell(metric, field, minViews) {
  if (field === 'none') return 'no field views';
  if (field.tooFew) return `too few (under ${minViews})`;
  return valueOf(metric, field.p75[metric]);
}

export function vitalsLabSection(lab) {
  if (!lab) return '';
  const { field } = lab;
  const intro = [
    '## Laboratory beside the field (issue 42, item 5)',
    '',
    "Each Lighthouse run of a page above (its simulated LCP, FCP and TTFB, its CLS and LCP element) and each measured",
    `interaction (its INP, early and settled alike) is a view of a ${lab.device}, sent through the code a visitor's view goes through:`,
    "`buildVitalsBeacon`, the server's schema and row, `rollUpViews` and `buildVitalsReport`. The interaction runs throttle",
    "the CPU as Lighthouse's phone does, in a 1280×800 window. Every cell is a p75 as the report computes it, interpolated in",
    "its histogram's buckets (10 ms wide under 1 s, 50 ms to 5 s; CLS 0.01), so a few lab runs read within a bucket of their values.",
  ];
  if (!field) {
    const rows = lab.routes.map(({ route, lang, lab: l }) => [`\`${route}\``, lang, String(l.views), ...VITALS_METRICS.map((metric) => valueOf(metric, l.p75[metric])), 'no field data']);
    return [...intro, '', 'No field report was given (`--field-report`).', '', table(['Route', 'Lang', 'Lab views', ...VITALS_METRICS, 'Field'], rows)].join('\n');
  }
  const rows = lab.routes.map(({ route, lang, lab: l, field: f }) => [
    `\`${route}\``,
    lang,
    `${l.views} · ${f === 'none' ? 0 : count(f.views)}`,
    ...VITALS_METRICS.map((metric) => `${valueOf(metric, l.p75[metric])} · ${fieldCell(metric, f, field.minViews)}`),
  ]);
  return [
    ...intro,
    '',
    `Field: \`${field.file}\`, ${field.from} to ${field.to} (${field.days} days, ${count(field.views)} views), its phones. Each cell reads **lab · field**.`,
    '',
    table(['Route', 'Lang', 'Views', ...VITALS_METRICS], rows),
  ].join('\n');
}
