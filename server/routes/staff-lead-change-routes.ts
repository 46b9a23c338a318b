import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LEAD_ASSIGN_MESSAGES, leadAssignSchema } from '@/features/staff/api/lead-assign-schema';
import { leadClaimSchema, type LeadChangeField } from '@/features/staff/api/lead-change-schema';
import type { LeadDetail } from '@/features/staff/api/lead-detail';
import { LEAD_DUPLICATE_MESSAGES, leadDuplicateSchema } from '@/features/staff/api/lead-duplicate-schema';
import { allowedNextStatuses, isClosedStatus } from '@/features/staff/api/lead-status';
import { leadStatusChangeSchema, statusNotAllowedMessage } from '@/features/staff/api/lead-status-change-schema';
import { HttpError } from '../http/http-error';
import { parseBody } from '../http/zod-errors';
import type { AuditAction, AuditDetail, AuditRecord } from '../storage/audit-log';
import type { LeadChangeSet } from '../storage/lead-changes';
import type { LeadState } from '../storage/lead-reads';
import { leadDetailFor, leadStateFor, sendConflict, type LeadParams } from './lead-access';
import type { RouteContext } from './route-context';

type LeadRequest = FastifyRequest<{ Params: LeadParams }>;
type EntryOf = (request: LeadRequest, action: AuditAction, detail?: AuditDetail) => AuditRecord;

type Change = {
  field: LeadChangeField;
  action: AuditAction;
  /** Throws the 400 for a change the lead, as it stands at the version sent, does not allow. */
  check?: () => Promise<void> | void;
  set: (at: string) => LeadChangeSet;
  detail: AuditDetail;
};

const badField = (field: string, message: string) => new HttpError(400, message, { [field]: message });

/** Claim, assign, status and duplicate marking: each made on the version the page last read (409 when it moved on). */
export function registerStaffLeadChangeRoutes(app: FastifyInstance, { stores }: RouteContext, entryOf: EntryOf): void {
  const reads = stores.leadReads;

  /**
   * A change made on an old version is answered with the 409 before it is checked against a lead the sender has
   * not seen; the version is checked again by the UPDATE itself, which is what settles a race.
   */
  async function change(request: LeadRequest, reply: FastifyReply, lead: LeadState, version: number, { field, action, check, set, detail }: Change) {
    if (lead.version !== version) return sendConflict(reads, request, reply);
    await check?.();
    const stored = await stores.leadChanges.apply({ leadId: lead.id, version, actorId: request.staffSession.staffId, field, set, entry: entryOf(request, action, detail) });
    if (!stored) return sendConflict(reads, request, reply);
    const detailNow: LeadDetail = await leadDetailFor(reads, request);
    return detailNow;
  }

  app.post<{ Params: LeadParams }>('/api/staff/leads/:id/claim', async (request, reply) => {
    const { version } = parseBody(leadClaimSchema, request.body);
    // An agent reaches only unassigned leads and their own: leadStateFor refuses the rest.
    const lead = await leadStateFor(reads, request);
    const me = request.staffSession.staffId;
    return change(request, reply, lead, version, { field: 'assignee', action: 'lead.claim', set: () => ({ assignee_staff_id: me }), detail: { from: lead.assigneeId, to: me } });
  });

  app.post<{ Params: LeadParams }>('/api/staff/leads/:id/assign', async (request, reply) => {
    const { version, assigneeId } = parseBody(leadAssignSchema, request.body);
    const lead = await leadStateFor(reads, request);
    return change(request, reply, lead, version, {
      field: 'assignee',
      action: 'lead.assign',
      async check() {
        if (assigneeId !== null && !(await reads.isAssignable(assigneeId))) throw badField('assigneeId', LEAD_ASSIGN_MESSAGES.notAssignable);
      },
      set: () => ({ assignee_staff_id: assigneeId }),
      detail: { from: lead.assigneeId, to: assigneeId },
    });
  });

  app.post<{ Params: LeadParams }>('/api/staff/leads/:id/status', async (request, reply) => {
    const { version, status, outcome } = parseBody(leadStatusChangeSchema, request.body);
    const lead = await leadStateFor(reads, request);
    return change(request, reply, lead, version, {
      field: 'status',
      action: 'lead.status',
      check() {
        // A closed lead reopens to contacted when it had been contacted, else to new (lead-status.ts).
        const allowed = allowedNextStatuses(lead.status, lead.contactedAt !== null ? true : undefined);
        if (!allowed.includes(status)) throw badField('status', statusNotAllowedMessage(lead.status, status, allowed));
      },
      set: (at) => ({ status, outcome, closed_at: isClosedStatus(status) ? at : null, ...(status === 'contacted' && { contacted_at: at }) }),
      detail: { from: lead.status, to: status, outcome },
    });
  });

  app.post<{ Params: LeadParams }>('/api/staff/leads/:id/duplicate-of', async (request, reply) => {
    const { version, originalId } = parseBody(leadDuplicateSchema, request.body);
    const lead = await leadStateFor(reads, request);
    return change(request, reply, lead, version, {
      field: 'duplicateOf',
      action: 'lead.duplicate',
      async check() {
        if (originalId === null) return;
        if (originalId === lead.id) throw badField('originalId', LEAD_DUPLICATE_MESSAGES.itself);
        const original = await reads.state(originalId);
        if (!original) throw badField('originalId', LEAD_DUPLICATE_MESSAGES.notFound);
        if (original.duplicateOf === lead.id) throw badField('originalId', LEAD_DUPLICATE_MESSAGES.circular);
      },
      set: () => ({ duplicate_of: originalId }),
      detail: { originalId },
    });
  });
}
