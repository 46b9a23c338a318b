import type { FastifyInstance } from 'fastify';
import { AUDIT_SYSTEM_ACTOR, auditQuerySchema, type AuditPage } from '@/features/staff/api/audit-schema';
import type { StaffMember } from '@/features/staff/api/staff-members';
import { parseBody } from '../http/zod-errors';
import type { RouteContext } from './route-context';
import { auditEntryOf } from './staff-audit-entry';

/** Admin only (the route table says so): the audit log and the staff list. Each read is itself logged first. */
export function registerStaffAdminRoutes(app: FastifyInstance, { stores, staffSecurity }: RouteContext): void {
  app.get('/api/staff/audit', async (request) => {
    const { since, limit, before, action, actor } = parseBody(auditQuerySchema, request.query);
    const detail = { since: since ?? null, before: before ?? null, limit, ...(action && { action }), ...(actor && { actor }) };
    await stores.auditLog.record(auditEntryOf(request, staffSecurity, { actorId: request.staffSession.staffId, action: 'audit.read', detail }));
    const actorId = actor === AUDIT_SYSTEM_ACTOR ? null : actor;
    const page: AuditPage = await stores.auditLog.newestFirst({ since, limit, before, action, actor: actorId });
    return page;
  });

  app.get('/api/staff/staff-members', async (request) => {
    await stores.auditLog.record(auditEntryOf(request, staffSecurity, { actorId: request.staffSession.staffId, action: 'staff-members.read' }));
    const members: StaffMember[] = await stores.staff.list();
    return { staff: members };
  });
}
