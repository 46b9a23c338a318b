import { parseArgs } from 'node:util';
import { FieldDecryptionError } from '../security/field-cipher';
import type { Stores } from '../storage/stores';
import { withStores, type Output } from './cli-stores';
import { runEraseCommand, toErasableKind } from './erase-command';
import { redactRow, toCsv, toJson } from './export-format';
import { runRetentionCommand } from './retention-command';

export const LEAD_KINDS = ['appointments', 'callbacks', 'contacts', 'assessments', 'patients', 'doctors', 'hospitals'] as const;
type LeadKind = (typeof LEAD_KINDS)[number];

export const USAGE = `Usage: npm run leads -- export <kind> [--format csv|json] [--since YYYY-MM-DD]
       npm run leads -- erase <patient|doctor|hospital> <id>
       npm run leads -- retention
  export: kind is one of ${LEAD_KINDS.join(', ')}; ID numbers show only their last 4 characters.
    Appointments, callbacks and contacts end with a quarantined column: why the bot signals hold the lead
    back from the inbox (space-separated), empty when they do not.
    --since takes a date (from midnight India time) or an ISO 8601 timestamp.
  erase: deletes one registration with its documents and their files, on the person's request.
  retention: erases now the closed leads closed more than LEAD_RETENTION_DAYS (default 180) ago, as the
    server's daily job does; prints only how many.
  Reads DATA_DIR (default ./data) and the FIELD_ENCRYPTION_* keys, as the server does.`;

const isLeadKind = (value: string | undefined): value is LeadKind => LEAD_KINDS.includes(value as LeadKind);

/** `2025-01-31` means from midnight in India; a full timestamp is taken as given. Returns ISO UTC. */
export function parseSince(value: string): string | undefined {
  const asDate = /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00+05:30` : value;
  const time = Date.parse(asDate);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

/** The export's kinds that are leads: each row says whether, and why, the bot signals hold it back (docs/bots.md). */
const QUARANTINABLE = { appointments: 'appointment', callbacks: 'callback', contacts: 'contact' } as const;
export const QUARANTINED_COLUMN = 'quarantined';

const isQuarantinable = (kind: LeadKind): kind is keyof typeof QUARANTINABLE => kind in QUARANTINABLE;

/** The kind's rows; a lead's rows end with `quarantined`: its reasons, space-separated, or empty when it is in the inbox. */
async function listRows(stores: Stores, kind: LeadKind, since: string): Promise<Record<string, unknown>[]> {
  if (!isQuarantinable(kind)) return stores[kind].listSince(since);
  const rows = await stores[kind].listSince(since);
  const held = await stores.quarantinedLeads.reasonsSince(QUARANTINABLE[kind], since);
  return rows.map((row) => ({ ...row, [QUARANTINED_COLUMN]: held.get(String(row.id))?.join(' ') ?? '' }));
}

const columnsOf = (stores: Stores, kind: LeadKind): string[] =>
  isQuarantinable(kind) ? [...stores[kind].exportColumns, QUARANTINED_COLUMN] : stores[kind].exportColumns;

type ExportOptions = { format?: string; since?: string };

async function runExport(kind: LeadKind, options: ExportOptions, env: NodeJS.ProcessEnv, output: Output): Promise<number> {
  const format = options.format ?? 'csv';
  if (format !== 'csv' && format !== 'json') {
    output.err(`Unknown format "${format}": use csv or json\n`);
    return 2;
  }
  const since = options.since === undefined ? '' : parseSince(options.since);
  if (since === undefined) {
    output.err(`--since "${options.since}" is not a date (YYYY-MM-DD) or ISO timestamp\n`);
    return 2;
  }
  try {
    return await withStores(env, output, async ({ stores }) => {
      const rows = (await listRows(stores, kind, since)).map(redactRow);
      const columns = rows[0] ? Object.keys(rows[0]) : columnsOf(stores, kind);
      output.out(format === 'json' ? toJson(rows) : toCsv(rows, columns));
      return 0;
    });
  } catch (error) {
    if (!(error instanceof FieldDecryptionError)) throw error;
    output.err(`${error.message}. Add the missing key to FIELD_ENCRYPTION_RETIRED_KEYS (see README, "Encryption keys").\n`);
    return 1;
  }
}

/** Runs the staff command; returns the process exit code. */
export async function runLeadsCommand(argv: string[], env: NodeJS.ProcessEnv, output: Output): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { format: { type: 'string' }, since: { type: 'string' }, help: { type: 'boolean' } },
    });
  } catch (error) {
    output.err(`${error instanceof Error ? error.message : String(error)}\n${USAGE}\n`);
    return 2;
  }
  const { positionals, values } = parsed;
  if (values.help) {
    output.out(`${USAGE}\n`);
    return 0;
  }
  const [command, kind, id] = positionals;
  const exportOnly = values.format !== undefined || values.since !== undefined;
  if (command === 'retention' && positionals.length === 1 && !exportOnly) return runRetentionCommand(env, output);
  if (command === 'export' && isLeadKind(kind) && positionals.length === 2) return runExport(kind, values, env, output);
  const erasable = toErasableKind(kind);
  if (command === 'erase' && erasable && id && positionals.length === 3 && !exportOnly) return runEraseCommand(erasable, id, env, output);
  output.err(`${USAGE}\n`);
  return 2;
}
