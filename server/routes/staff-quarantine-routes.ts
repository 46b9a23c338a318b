import type { FastifyInstance, FastifyRequest } from 'fastify';
import { QUARANTINE_MESSAGES, quarantineGoneMessage, quarantineQuerySchema, type QuarantineList, type QuarantineReleased } from '@/features/staff/api/quarantine-schema';
import { HttpError } from '../http/http-error';
import { parseBody } from '../http/zod-errors';
import type { AuditAction, AuditRecord } from '../storage/audit-log';
import type { RouteContext } from './route-context';
import { auditEntryOf } from './staff-audit-entry';

type QuarantineRequest = FastifyRequest<{ Params: { id: string } }>;

/**
 * The quarantine folder (issue 41, docs/bots.md): leads the bot signals kept out of the inbox. Who may call each
 * route is in the route table. A release or deletion is logged in its own transaction; one that finds the lead
 * gone says who took it and when (409), from the audit log; one that never existed is a 404.
 */
export function registerStaffQuarantineRoutes(app: FastifyInstance, { stores, staffSecurity }: RouteContext): void {
  const quarantine = stores.quarantinedLeads;
  const entryOf = (request: QuarantineRequest, action: AuditAction, kind: string): AuditRecord =>
    auditEntryOf(request, staffSecurity, { actorId: request.staffSession.staffId, action, target: `lead:${request.params.id}`, detail: { kind, from: 'quarantine' } });

  /** The lead as it stands in quarantine, or the 409 / 404 that says why it is not there. */
  async function heldLead(request: QuarantineRequest) {
    const lead = await quarantine.get(request.params.id);
    if (lead) return lead;
    return refuseGone(request);
  }

  async function refuseGone(request: QuarantineRequest): Promise<never> {
    const gone = await quarantine.goneBy(request.params.id);
    throw gone ? new HttpError(409, quarantineGoneMessage(gone)) : new HttpError(404, QUARANTINE_MESSAGES.notFound);
  }

  app.get('/api/staff/quarantine', async (request) => {
    const query = parseBody(quarantineQuerySchema, request.query);
    const page: QuarantineList = await quarantine.list(query);
    return page;
  });

  app.post<{ Params: { id: string } }>('/api/staff/quarantine/:id/release', async (request) => {
    const lead = await heldLead(request);
    if (!(await quarantine.release(lead.id, entryOf(request, 'lead.release', lead.kind)))) return refuseGone(request);
    const released: QuarantineReleased = { id: lead.id, kind: lead.kind };
    return released;
  });

  app.delete<{ Params: { id: string } }>('/api/staff/quarantine/:id', async (request, reply) => {
    const lead = await heldLead(request);
    if (!(await quarantine.delete(lead.id, entryOf(request, 'lead.delete', lead.kind)))) return refuseGone(request);
    return reply.code(204).send();
  });
}
