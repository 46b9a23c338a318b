import { parseArgs } from 'node:util';
import { VITALS_REPORT_DAYS, VITALS_RETENTION_DAYS } from '@/lib/vitals/vitals-metrics';
import { withStores, type Output } from './cli-stores';
import { formatVitalsReport } from './vitals-table';

export const VITALS_USAGE = `Usage: npm run vitals -- report [--days ${VITALS_REPORT_DAYS}] [--format table|json]
  report: the field speed report (docs/field-speed.md) over the last --days days in India, today included
    (1 to ${VITALS_RETENTION_DAYS}, default ${VITALS_REPORT_DAYS}), once the beacons received so far are rolled up: per route,
    device and language the views, the p75 of each metric and the share of good / needs improvement / poor views,
    "too few" under 20 views; then the slowest rows with what their beacons most often named.
    --format json prints the report as the API answers it (GET /api/staff/vitals).
  Reads DATA_DIR or DATABASE_URL, as the server does.`;

const parseDays = (text: string | undefined): number | undefined =>
  text === undefined ? VITALS_REPORT_DAYS : /^\d{1,3}$/.test(text) && Number(text) >= 1 && Number(text) <= VITALS_RETENTION_DAYS ? Number(text) : undefined;

/** Runs the vitals command; returns the process exit code. `clock`: now (tests move it). */
export async function runVitalsCommand(argv: string[], env: NodeJS.ProcessEnv, output: Output, clock: () => number = Date.now): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, options: { days: { type: 'string' }, format: { type: 'string' }, help: { type: 'boolean' } } });
  } catch (error) {
    output.err(`${error instanceof Error ? error.message : String(error)}\n${VITALS_USAGE}\n`);
    return 2;
  }
  const { positionals, values } = parsed;
  if (values.help) {
    output.out(`${VITALS_USAGE}\n`);
    return 0;
  }
  if (positionals.length !== 1 || positionals[0] !== 'report') {
    output.err(`${VITALS_USAGE}\n`);
    return 2;
  }
  const days = parseDays(values.days);
  if (days === undefined) {
    output.err(`--days "${values.days}" is not a whole number of days from 1 to ${VITALS_RETENTION_DAYS}\n`);
    return 2;
  }
  const format = values.format ?? 'table';
  if (format !== 'table' && format !== 'json') {
    output.err(`Unknown format "${format}": use table or json\n`);
    return 2;
  }
  return withStores(
    env,
    output,
    async ({ stores }) => {
      const report = await stores.vitals.report(days);
      output.out(format === 'json' ? `${JSON.stringify(report, null, 2)}\n` : formatVitalsReport(report));
      return 0;
    },
    clock,
  );
}
