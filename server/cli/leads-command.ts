import { parseArgs } from 'node:util';
import { loadServerConfig } from '../config';
import { openDatabase } from '../storage/database';
import { createStores, type Stores } from '../storage/stores';
import { redactRow, toCsv, toJson } from './export-format';

export const LEAD_KINDS = ['appointments', 'callbacks', 'contacts', 'assessments', 'patients', 'doctors', 'hospitals'] as const;
type LeadKind = (typeof LEAD_KINDS)[number];

export const USAGE = `Usage: npm run leads -- export <kind> [--format csv|json] [--since YYYY-MM-DD]
  kind: ${LEAD_KINDS.join(', ')}
  --since takes a date (from midnight India time) or an ISO 8601 timestamp.
  Reads DATA_DIR (default ./data).`;

type Output = { out: (text: string) => void; err: (text: string) => void };

const isLeadKind = (value: string | undefined): value is LeadKind => LEAD_KINDS.includes(value as LeadKind);

/** `2025-01-31` means from midnight in India; a full timestamp is taken as given. Returns ISO UTC. */
export function parseSince(value: string): string | undefined {
  const asDate = /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00+05:30` : value;
  const time = Date.parse(asDate);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

function listRows(stores: Stores, kind: LeadKind, since: string): Record<string, unknown>[] {
  return stores[kind].listSince(since);
}

/** Runs the staff export; returns the process exit code. */
export function runLeadsCommand(argv: string[], env: NodeJS.ProcessEnv, output: Output): number {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { format: { type: 'string', default: 'csv' }, since: { type: 'string' }, help: { type: 'boolean' } },
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
  const [command, kind] = positionals;
  if (command !== 'export' || !isLeadKind(kind) || positionals.length !== 2) {
    output.err(`${USAGE}\n`);
    return 2;
  }
  if (values.format !== 'csv' && values.format !== 'json') {
    output.err(`Unknown format "${values.format}": use csv or json\n`);
    return 2;
  }
  const since = values.since === undefined ? '' : parseSince(values.since);
  if (since === undefined) {
    output.err(`--since "${values.since}" is not a date (YYYY-MM-DD) or ISO timestamp\n`);
    return 2;
  }

  const { dataDir } = loadServerConfig(env);
  const db = openDatabase(dataDir);
  try {
    const rows = listRows(createStores(db, dataDir), kind, since).map(redactRow);
    const table = db.prepare(`SELECT * FROM ${kind} LIMIT 0`).columns().map((column) => column.name);
    const columns = rows[0] ? Object.keys(rows[0]) : table.filter((column) => !/password/i.test(column));
    output.out(values.format === 'json' ? toJson(rows) : toCsv(rows, columns));
    return 0;
  } finally {
    db.close();
  }
}
