import { maskId } from '../security/mask';
import { PATIENT_ID_COLUMNS } from '../storage/patient-id-columns';

type Row = Record<string, unknown>;

// The patient store already masks these; masking again here keeps any other row that grows such a column safe.
const MASKED_COLUMNS = new Set<string>(Object.values(PATIENT_ID_COLUMNS));

/** Drops anything password-like and masks ID numbers, whatever the row came from. */
export function redactRow(row: Row): Row {
  const safe: Row = {};
  for (const [column, value] of Object.entries(row)) {
    if (/password/i.test(column)) continue;
    safe[column] = MASKED_COLUMNS.has(column) && typeof value === 'string' ? maskId(value) : value;
  }
  return safe;
}

// A cell starting with one of these runs as a formula when the CSV is opened in a spreadsheet.
const FORMULA_START = /^[=+\-@\t\r]/;

function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'string' ? value : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV line with its CRLF: the header (the column names) or a row's cells in column order. */
export const csvLine = (cells: unknown[]): string => `${cells.map(csvCell).join(',')}\r\n`;

export function toCsv(rows: Row[], columns: string[]): string {
  return [columns, ...rows.map((row) => columns.map((column) => row[column]))].map(csvLine).join('');
}

export function toJson(rows: Row[]): string {
  return `${JSON.stringify(rows, null, 2)}\n`;
}
