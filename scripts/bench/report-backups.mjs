// The backups' section of the report (issue 44): restore time of 1,000,000 leads and replication's cost on the
// lead API, beside the budgets.
import { judge, judged, table } from './report-format.mjs';

const ENGINES = { sqlite: 'SQLite (Litestream)', postgres: 'PostgreSQL (base backup + WAL archive)' };
const perSecond = (value) => `${Math.round(value).toLocaleString('en')}/s`;
const secondsText = (value) => `${value.toFixed(1)} s`;

export function backupsSection(backups) {
  if (!backups) return '## Backups and restore\n\nNot measured in this run.';
  const rows = backups.engines.map((engine) => {
    const recovery = judge('restoreSeconds', engine.recoverySeconds);
    const cost = judge('replicationCostPercent', engine.cost.costPercent);
    return [
      ENGINES[engine.engine],
      engine.leads.toLocaleString('en'),
      secondsText(engine.restoreSeconds),
      secondsText(engine.serverSeconds),
      judged(recovery, secondsText),
      perSecond(engine.cost.offPerSecond),
      perSecond(engine.cost.onPerSecond),
      judged(cost, (value) => `${value.toFixed(1)} %`),
    ];
  });
  return [
    '## Backups and restore',
    '',
    'Recovery time: `npm run restore` into an empty directory (SQLite: `litestream restore`, then `PRAGMA integrity_check`, migrations, row',
    'counts, uploads, ID numbers read back; PostgreSQL: `pg_verifybackup`, the base backup copied, the WAL archive replayed, promotion,',
    "the same checks), then the server started on what it restored until it announces itself. Replication's cost: POST /api/callbacks",
    'under autocannon with replication off and on, in rounds of one of each (off-on, on-off, …), each on a fresh server and an empty',
    'database with leads posted as visitors post them (a form token each, their own address and number); throughputs are medians, the',
    "cost the median of the rounds' own costs (PostgreSQL: `archive_mode` off and on,",
    '`archive_timeout` 60 s). The recovery point is measured by the restore drills of the test suite (docs/backups.md).',
    '',
    table(['Engine', 'Leads', 'Restore + checks', 'Server up', 'Recovery time', 'Leads/s, off', 'Leads/s, on', 'Cost of replication'], rows),
  ].join('\n');
}
