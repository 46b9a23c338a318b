import type { FastifyInstance, FastifyRequest } from 'fastify';
import { STAFF_CSRF_HEADER } from '@/features/staff/api/staff-session';
import { HttpError } from '../http/http-error';
import type { Stores } from '../storage/stores';
import type { StaffSessionRecord } from '../storage/staff-sessions';
import { comesFromOwnOrigin } from './same-origin';
import { isSessionLive, needsTouch } from './session-policy';
import { readStaffCookie } from './staff-cookie';
import { sameToken } from './staff-secrets';
import { findStaffRoute, STAFF_API_PREFIX } from './staff-routes-table';
import type { StaffSecurity } from './staff-security';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member's session, set by the staff guard on every session route. */
    staffSession: StaffSessionRecord;
  }
}

export const STAFF_SIGN_IN_REQUIRED_MESSAGE = 'Sign in to the staff console to continue';
export const STAFF_ROLE_REFUSED_MESSAGE = 'Your role does not allow this';
export const STAFF_FOREIGN_REQUEST_MESSAGE = 'This request did not come from the staff console. Reload the page and try again.';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const CSRF_HEADER = STAFF_CSRF_HEADER.toLowerCase();

export type GuardContext = { stores: Stores; staffSecurity: StaffSecurity };

/** The live session named by the request's __Host-staff cookie, refreshed; undefined when there is none. */
export async function liveSession(request: FastifyRequest, { stores, staffSecurity }: GuardContext): Promise<StaffSessionRecord | undefined> {
  const sessionId = readStaffCookie(request.headers.cookie);
  const session = sessionId ? await stores.staffSessions.find(sessionId) : undefined;
  if (!session) return undefined;
  const now = staffSecurity.clock();
  if (session.disabledAt !== null || !isSessionLive(session, now)) {
    await stores.staffSessions.end(session.idHash);
    return undefined;
  }
  if (needsTouch(session, now)) await stores.staffSessions.touch(session.idHash);
  return session;
}

/**
 * Enforces the route table on every /api/staff/ request, before its body is read: 401 without a live session
 * (unknown, expired, or its staff member disabled), 403 for a role the route does not allow, and 403 for a
 * state-changing call that does not come from this server's own origin with the session's CSRF token. Public
 * routes (enrolment, sign-in) need no session but their POSTs the same origin. Only the __Host-staff cookie
 * counts: the visitor's access_token or Bearer token opens nothing here.
 */
export function registerStaffGuard(app: FastifyInstance, context: GuardContext): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(STAFF_API_PREFIX)) return;
    for (const method of [route.method].flat()) {
      if (!findStaffRoute(method, route.url)) throw new Error(`${method} ${route.url} is missing from server/staff/staff-routes-table.ts`);
    }
  });

  app.addHook('onRequest', async (request, reply) => {
    const path = request.routeOptions.url;
    if (!path?.startsWith(STAFF_API_PREFIX)) return;
    reply.header('Cache-Control', 'no-store');
    const route = findStaffRoute(request.method, path);
    if (!route) throw new HttpError(403, STAFF_ROLE_REFUSED_MESSAGE);
    const changesState = !SAFE_METHODS.has(request.method);
    if (route.access === 'public') {
      if (changesState && !comesFromOwnOrigin(request)) throw new HttpError(403, STAFF_FOREIGN_REQUEST_MESSAGE);
      return;
    }
    const session = await liveSession(request, context);
    if (!session) throw new HttpError(401, STAFF_SIGN_IN_REQUIRED_MESSAGE);
    if (!route.access.includes(session.role)) throw new HttpError(403, STAFF_ROLE_REFUSED_MESSAGE);
    if (changesState && (!comesFromOwnOrigin(request) || !sameToken(request.headers[CSRF_HEADER], session.csrfToken))) {
      throw new HttpError(403, STAFF_FOREIGN_REQUEST_MESSAGE);
    }
    request.staffSession = session;
  });

  // CORS_ORIGINS is for the public API: a partner site on a sibling subdomain (the same site, so the Strict
  // cookie goes along) must not read a staff answer, such as the session's CSRF token.
  app.addHook('onSend', async (request, reply) => {
    if (!request.routeOptions.url?.startsWith(STAFF_API_PREFIX)) return;
    reply.removeHeader('access-control-allow-origin');
    reply.removeHeader('access-control-allow-credentials');
  });
}
