// The live feed's section of the report: post → event delay with 200 consoles, beside the budget.
import { judge, judged, ms, table } from './report-format.mjs';

const LABELS = { sqlite: 'SQLite, one instance', postgres: 'PostgreSQL, two instances' };

export function liveFeedSection(liveFeed) {
  if (!liveFeed) return '';
  const { consoles, leads, intervalMs, engines } = liveFeed;
  const rows = engines.flatMap(({ engine, expected, delivered, all, sameInstance, crossInstance }) => [
    [LABELS[engine], 'all', `${delivered} of ${expected}`, ms(all.p50Ms), judged(judge('liveLeadP95Ms', all.p95Ms), ms), ms(all.maxMs)],
    ...(crossInstance
      ? [
          [LABELS[engine], 'posted to one instance, console on the same', String(sameInstance.count), ms(sameInstance.p50Ms), ms(sameInstance.p95Ms), ms(sameInstance.maxMs)],
          [LABELS[engine], 'posted to one instance, console on the other', String(crossInstance.count), ms(crossInstance.p50Ms), ms(crossInstance.p95Ms), ms(crossInstance.maxMs)],
        ]
      : []),
  ]);
  return [
    '## Live lead feed (SSE)',
    '',
    `${consoles} consoles hold \`GET /api/staff/leads/events\` open (four staff sessions: two agents, a supervisor, an admin)`,
    `while ${leads} callbacks are posted ${intervalMs} ms apart; each delay runs from just before a lead's POST to its \`lead\``,
    'event on one console, so every lead counts once per console. On PostgreSQL the consoles are split between two',
    'instances and the leads posted to each in turn (NOTIFY in the inserting transaction, one LISTEN connection per',
    'instance). The consoles and the poster share one Node process: the figures include its own parsing.',
    '',
    table(['Storage', 'Which deliveries', 'Received', 'p50', 'p95 ≤ 1 s', 'max'], rows),
  ].join('\n');
}
