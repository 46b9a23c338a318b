import type { FastifyInstance } from 'fastify';
import { LEAD_ASSIGNEE_CHOICES, LEADS_QUERY_MESSAGES, leadsQuerySchema } from '@/features/staff/api/leads-query-schema';
import type { LeadList } from '@/features/staff/api/lead-summary';
import { HttpError } from '../http/http-error';
import { parseBody } from '../http/zod-errors';
import type { RouteContext } from './route-context';

/**
 * GET /api/staff/leads (every role, the route table says so): one page of the inbox, phones and e-mails masked.
 * An agent lists unassigned leads and their own only, so may not name another staff member.
 */
export function registerStaffLeadListRoutes(app: FastifyInstance, { stores, staffSecurity }: RouteContext): void {
  app.get('/api/staff/leads', async (request) => {
    const query = parseBody(leadsQuerySchema, request.query);
    const { staffId, role } = request.staffSession;
    if (role === 'agent' && !(LEAD_ASSIGNEE_CHOICES as readonly string[]).includes(query.assignee)) {
      throw new HttpError(403, LEADS_QUERY_MESSAGES.agentAssignee, { assignee: LEADS_QUERY_MESSAGES.agentAssignee });
    }
    const page: LeadList = await stores.leadInbox.list(query, { staffId, role }, staffSecurity.clock());
    return page;
  });
}
