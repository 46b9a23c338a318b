import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LeadAssignee } from '@/features/staff/api/lead-assignees';
import { LEAD_CHANGE_MESSAGES } from '@/features/staff/api/lead-change-schema';
import type { LeadDetail } from '@/features/staff/api/lead-detail';
import { leadNoteSchema } from '@/features/staff/api/lead-note-schema';
import { LEAD_REVEAL_MESSAGES, leadRevealSchema, type LeadRevealed } from '@/features/staff/api/lead-reveal-schema';
import { HttpError } from '../http/http-error';
import { parseBody } from '../http/zod-errors';
import type { AuditAction, AuditDetail, AuditRecord } from '../storage/audit-log';
import { leadDetailFor, leadStateFor, type LeadParams } from './lead-access';
import type { RouteContext } from './route-context';
import { auditEntryOf } from './staff-audit-entry';
import { registerStaffLeadChangeRoutes } from './staff-lead-change-routes';

type LeadRequest = FastifyRequest<{ Params: LeadParams }>;

/**
 * One lead's page and every change to it (issue 40, item 5); who may call each route is in the route table,
 * and agents reach only unassigned leads and their own. Every look at a lead and every reveal is logged before
 * the answer leaves; every change is logged in its own transaction. Audit details hold ids and choices only.
 */
export function registerStaffLeadRoutes(app: FastifyInstance, context: RouteContext): void {
  const { stores, staffSecurity } = context;
  const reads = stores.leadReads;
  const entryOf = (request: LeadRequest, action: AuditAction, detail?: AuditDetail): AuditRecord =>
    auditEntryOf(request, staffSecurity, { actorId: request.staffSession.staffId, action, target: `lead:${request.params.id}`, detail });

  app.get<{ Params: LeadParams }>('/api/staff/leads/:id', async (request) => {
    const detail = await leadDetailFor(reads, request);
    await stores.auditLog.record(entryOf(request, 'lead.view'));
    return detail;
  });

  app.post<{ Params: LeadParams }>('/api/staff/leads/:id/reveal', async (request) => {
    const { field } = parseBody(leadRevealSchema, request.body);
    const lead = await leadStateFor(reads, request);
    const value = await reads.contactValue(lead.kind, lead.id, field);
    if (value === undefined) throw new HttpError(404, LEAD_CHANGE_MESSAGES.notFound);
    if (value === null) throw new HttpError(404, LEAD_REVEAL_MESSAGES.notOnFile[field], { field: LEAD_REVEAL_MESSAGES.notOnFile[field] });
    // Committed before the value leaves: a reveal that cannot be logged shows nothing.
    await stores.auditLog.record(entryOf(request, 'lead.reveal', { field }));
    const revealed: LeadRevealed = { value };
    return revealed;
  });

  app.post<{ Params: LeadParams }>('/api/staff/leads/:id/notes', async (request) => {
    const { body } = parseBody(leadNoteSchema, request.body);
    const lead = await leadStateFor(reads, request);
    await stores.leadChanges.addNote({ leadId: lead.id, staffId: request.staffSession.staffId, body }, entryOf(request, 'lead.note'));
    const detail: LeadDetail = await leadDetailFor(reads, request);
    return detail;
  });

  app.get('/api/staff/assignees', async () => {
    const assignees: LeadAssignee[] = await reads.assignees();
    return assignees;
  });

  registerStaffLeadChangeRoutes(app, context, entryOf);
}
