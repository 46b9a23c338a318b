import { STAFF_ROLES, type StaffRole } from '@/features/staff/api/staff-roles';

export const STAFF_API_PREFIX = '/api/staff/';

/** 'public': no session (enrolment and sign-in); else the roles whose session may call it. */
export type StaffAccess = 'public' | readonly StaffRole[];

export type StaffRoute = { method: 'GET' | 'POST' | 'DELETE'; path: string; access: StaffAccess };

const EVERY_ROLE = STAFF_ROLES;
const ADMIN = ['admin'] as const;
/** Assign and reassign leads (issue 40, item 3). */
const ASSIGNERS = ['supervisor', 'admin'] as const;
/** Export leads as CSV or JSON (issue 40, items 3 and 11). */
const EXPORTERS = ['supervisor', 'admin'] as const;
/** Registrations and their documents (issue 40, item 3). */
const REVIEWERS = ['supervisor', 'admin'] as const;
/** Delete a quarantined lead, erasing its record (issue 41). */
const DELETERS = ['supervisor', 'admin'] as const;
/** The field speed report (issue 42). */
const SPEED_READERS = ['supervisor', 'admin'] as const;

/**
 * Every route under /api/staff/, and who may call it. The guard (staff-guard.ts) enforces it on each request;
 * the server refuses to start with a staff route missing from it; the authorization matrix test is built from it.
 */
export const STAFF_ROUTES = [
  { method: 'GET', path: '/api/staff/enrolments/:token', access: 'public' },
  { method: 'POST', path: '/api/staff/enrolments/:token', access: 'public' },
  { method: 'POST', path: '/api/staff/sign-in', access: 'public' },
  { method: 'POST', path: '/api/staff/sign-in/code', access: 'public' },
  { method: 'GET', path: '/api/staff/session', access: EVERY_ROLE },
  { method: 'POST', path: '/api/staff/sign-out', access: EVERY_ROLE },
  { method: 'POST', path: '/api/staff/sign-out-everywhere', access: EVERY_ROLE },
  { method: 'GET', path: '/api/staff/audit', access: ADMIN },
  { method: 'GET', path: '/api/staff/staff-members', access: ADMIN },
  { method: 'GET', path: '/api/staff/leads', access: EVERY_ROLE },
  { method: 'GET', path: '/api/staff/leads/export', access: EXPORTERS },
  { method: 'GET', path: '/api/staff/leads/events', access: EVERY_ROLE },
  { method: 'GET', path: '/api/staff/leads/:id', access: EVERY_ROLE },
  { method: 'POST', path: '/api/staff/leads/:id/reveal', access: EVERY_ROLE },
  { method: 'POST', path: '/api/staff/leads/:id/claim', access: EVERY_ROLE },
  { method: 'POST', path: '/api/staff/leads/:id/assign', access: ASSIGNERS },
  { method: 'POST', path: '/api/staff/leads/:id/status', access: EVERY_ROLE },
  { method: 'POST', path: '/api/staff/leads/:id/duplicate-of', access: EVERY_ROLE },
  { method: 'POST', path: '/api/staff/leads/:id/notes', access: EVERY_ROLE },
  { method: 'GET', path: '/api/staff/assignees', access: ASSIGNERS },
  // Quarantined leads are nobody's yet: every role sees and releases them (issue 41, docs/bots.md).
  { method: 'GET', path: '/api/staff/quarantine', access: EVERY_ROLE },
  { method: 'POST', path: '/api/staff/quarantine/:id/release', access: EVERY_ROLE },
  { method: 'DELETE', path: '/api/staff/quarantine/:id', access: DELETERS },
  { method: 'GET', path: '/api/staff/registrations', access: REVIEWERS },
  { method: 'GET', path: '/api/staff/registrations/:kind/:id', access: REVIEWERS },
  { method: 'POST', path: '/api/staff/registrations/:kind/:id/reveal', access: REVIEWERS },
  { method: 'POST', path: '/api/staff/registrations/:kind/:id/review', access: REVIEWERS },
  { method: 'GET', path: '/api/staff/documents/:documentId', access: REVIEWERS },
  { method: 'GET', path: '/api/staff/vitals', access: SPEED_READERS },
] as const satisfies readonly StaffRoute[];

/** HEAD is answered by the GET route. */
export function findStaffRoute(method: string, path: string): StaffRoute | undefined {
  const asMethod = method === 'HEAD' ? 'GET' : method;
  return STAFF_ROUTES.find((route) => route.method === asMethod && route.path === path);
}
