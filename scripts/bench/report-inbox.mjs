// The inbox's section of the report: GET /api/staff/leads over a million leads, each query's time beside the
// issue's budget (first page, a filtered page and a phone search: p95 ≤ 50 ms) and the plan the database chose.
import { cellText, judge, judged, table } from './report-format.mjs';

const LABELS = { sqlite: 'SQLite', postgres: 'PostgreSQL' };
const fine = (value) => (value == null ? '–' : `${value.toFixed(1)} ms`);

export function leadInboxSection(leadInbox) {
  if (!leadInbox) return '';
  const { leads, requests, engines } = leadInbox;
  const rows = engines.flatMap(({ engine, queries }) =>
    queries.map((query) => [
      LABELS[engine],
      query.name,
      `\`?${cellText(query.query)}\``,
      String(query.leadsOnPage),
      fine(query.p50Ms),
      query.budget ? judged(judge('inboxPageP95Ms', query.p95Ms), fine) : fine(query.p95Ms),
      fine(query.maxMs),
      `${query.planOk ? '✅' : '❌'} ${cellText(query.plan.join(' → '))}`,
    ]),
  );
  const seeding = engines.map(({ engine, seedSeconds }) => `${LABELS[engine]} ${seedSeconds.toFixed(0)} s`).join(', ');
  return [
    '## Staff inbox at scale',
    '',
    `${leads.toLocaleString('en')} leads (two years of arrivals, most closed, the newest 10,000 still being worked)`,
    `seeded straight into each database (${seeding}), then \`GET /api/staff/leads\` through the real server with a`,
    `staff session: ${requests} requests one at a time per query after a warm-up, so each figure is one console's wait.`,
    'The plan is EXPLAIN of the same SQL; each must read one index (or the table itself) in seq order without a sort,',
    'or the bench fails. No COUNT(*) is ever run.',
    '',
    table(['Storage', 'Query', 'Parameters', 'Leads', 'p50', 'p95 (≤ 50 ms where marked)', 'max', 'Plan'], rows),
  ].join('\n');
}
