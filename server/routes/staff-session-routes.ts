import type { FastifyInstance } from 'fastify';
import type { StaffSession } from '@/features/staff/api/staff-session';
import { CLEARED_STAFF_COOKIE } from '../staff/staff-cookie';
import type { RouteContext } from './route-context';
import { auditEntryOf } from './staff-audit-entry';

/** The signed-in staff member's own session: who they are, and the two ways out. The guard has checked it. */
export function registerStaffSessionRoutes(app: FastifyInstance, { stores, staffSecurity }: RouteContext): void {
  app.get('/api/staff/session', async (request) => {
    const { email, role, csrfToken } = request.staffSession;
    const session: StaffSession = { email, role, csrfToken };
    return session;
  });

  app.post('/api/staff/sign-out', async (request, reply) => {
    const { idHash, staffId } = request.staffSession;
    await stores.staffSessions.end(idHash, auditEntryOf(request, staffSecurity, { actorId: staffId, action: 'staff.sign-out' }));
    return reply.header('Set-Cookie', CLEARED_STAFF_COOKIE).code(204).send();
  });

  app.post('/api/staff/sign-out-everywhere', async (request, reply) => {
    const { staffId } = request.staffSession;
    await stores.staffSessions.endAllOf(staffId, auditEntryOf(request, staffSecurity, { actorId: staffId, action: 'staff.sign-out-everywhere' }));
    return reply.header('Set-Cookie', CLEARED_STAFF_COOKIE).code(204).send();
  });
}
