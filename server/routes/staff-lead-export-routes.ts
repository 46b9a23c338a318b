import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { LEAD_EXPORT_COLUMNS, leadsExportQuerySchema, type LeadExportFormat } from '@/features/staff/api/leads-export-query-schema';
import type { ParsedLeadsQuery } from '@/features/staff/api/leads-query-schema';
import type { LeadSummary } from '@/features/staff/api/lead-summary';
import { csvLine, redactRow } from '../cli/export-format';
import { parseBody } from '../http/zod-errors';
import type { AuditDetail } from '../storage/audit-log';
import type { RouteContext } from './route-context';
import { auditEntryOf } from './staff-audit-entry';

const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

const CONTENT_TYPE: Record<LeadExportFormat, string> = { csv: 'text/csv; charset=utf-8', json: 'application/json; charset=utf-8' };

/** A lead as a row of the file: the inbox's summary (contact masked), flat, through the CLI export's redaction. */
const rowOf = (lead: LeadSummary) =>
  redactRow({
    id: lead.id,
    kind: lead.kind,
    received_at: lead.receivedAt,
    due_at: lead.dueAt,
    status: lead.status,
    outcome: lead.outcome,
    assignee: lead.assignee?.email ?? null,
    name: lead.name,
    contact: lead.contact,
    closed_at: lead.closedAt,
  });

/** The file, a piece at a time: CSV lines (formula-safe, as the CLI writes them) or a JSON array, one lead a line. */
async function* fileOf(format: LeadExportFormat, leads: AsyncGenerator<LeadSummary>): AsyncGenerator<string> {
  if (format === 'csv') yield csvLine([...LEAD_EXPORT_COLUMNS]);
  else yield '[';
  let first = true;
  for await (const lead of leads) {
    const row = rowOf(lead);
    yield format === 'csv' ? csvLine(LEAD_EXPORT_COLUMNS.map((column) => row[column])) : `${first ? '' : ','}\n${JSON.stringify(row)}`;
    first = false;
  }
  if (format === 'json') yield first ? ']\n' : '\n]\n';
}

/** The filter as the audit entry keeps it: choices and days, and only which kind of search, never the phone or e-mail searched. */
function filterDetail(filters: ParsedLeadsQuery): AuditDetail {
  const { kind, status, assignee, overdue, receivedFrom, receivedBefore, q } = filters;
  return {
    kind: kind ?? null,
    status: status ?? null,
    assignee,
    overdue: overdue ?? false,
    receivedFrom: receivedFrom ?? null,
    receivedBefore: receivedBefore ?? null,
    search: q === undefined ? null : 'phoneKey' in q ? 'phone' : 'email',
  };
}

/**
 * GET /api/staff/leads/export (supervisor and admin, the route table says so): the inbox's current filter as a CSV
 * or JSON download, streamed, masked as the list is. Its audit entry (the filter, the format and the row count) is
 * committed before the first byte is sent.
 */
export function registerStaffLeadExportRoutes(app: FastifyInstance, { stores, staffSecurity }: RouteContext): void {
  app.get('/api/staff/leads/export', async (request, reply) => {
    const { format, filters } = parseBody(leadsExportQuerySchema, request.query);
    const { staffId, role } = request.staffSession;
    const viewer = { staffId, role };
    const now = staffSecurity.clock();
    const plan = await stores.leadExport.plan(filters, viewer, now);
    const detail = { format, rows: plan.rows, ...filterDetail(filters) };
    await stores.auditLog.record(auditEntryOf(request, staffSecurity, { actorId: staffId, action: 'lead.export', detail }));
    const day = new Date(now + INDIA_OFFSET_MS).toISOString().slice(0, 10);
    return reply
      .header('Content-Type', CONTENT_TYPE[format])
      .header('Content-Disposition', `attachment; filename="healvia-leads-${day}.${format}"`)
      .header('X-Content-Type-Options', 'nosniff')
      .send(Readable.from(fileOf(format, stores.leadExport.rows(filters, viewer, now, plan))));
  });
}
