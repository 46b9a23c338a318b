import { delay, http, HttpResponse } from 'msw';
import { sentRequests } from '@mocks/handlers/api-call';
import { auditEntries, auditStaff, olderAuditEntries } from '@mocks/staff/audit-fixtures';
import { sinceToIso, type AuditEntry, type AuditPage } from '@/features/staff/api/audit-schema';
import type { StaffSession } from '@/features/staff/api/staff-session';

const AUDIT = '/api/staff/audit';
const STAFF_MEMBERS = '/api/staff/staff-members';
/** The cursor the newest page hands out for the older one. */
export const OLDER_CURSOR = 12_345;

const record = (request: Request) => {
  const url = new URL(request.url);
  sentRequests.push({ path: url.pathname + url.search, body: undefined, headers: request.headers });
  return url.searchParams;
};

const matches = (entry: AuditEntry, query: URLSearchParams) =>
  (!query.get('action') || entry.action === query.get('action')) &&
  (!query.get('actor') || (query.get('actor') === 'system' ? entry.actor === null : entry.actor?.id === query.get('actor'))) &&
  (!query.get('since') || entry.at >= (sinceToIso(query.get('since') ?? '') ?? ''));

/** The audit log calls for stories and tests: a success, a failure and a never-answering variant of each. */
export const auditHandlers = {
  /** An admin is signed in (only admins reach the page). */
  session: (session: StaffSession = { email: 'asha.admin@healvia.example', role: 'admin', csrfToken: 'story-csrf-token' }) =>
    http.get('/api/staff/session', () => HttpResponse.json(session)),
  /** Newest first; `action`, `actor` and `since` filter the fixtures; `before=OLDER_CURSOR` is the older page. */
  list: (pages: { first: AuditEntry[]; older?: AuditEntry[] } = { first: auditEntries, older: olderAuditEntries }) =>
    http.get(AUDIT, ({ request }) => {
      const query = record(request);
      const older = query.get('before') === String(OLDER_CURSOR);
      const entries = (older ? (pages.older ?? []) : pages.first).filter((entry) => matches(entry, query));
      return HttpResponse.json<AuditPage>({ entries, nextBefore: !older && pages.older?.length ? OLDER_CURSOR : null });
    }),
  listFailure: (status = 500, body?: { message: string; fields?: Record<string, string> }) =>
    http.get(AUDIT, ({ request }) => {
      record(request);
      return body ? HttpResponse.json(body, { status }) : new HttpResponse(null, { status });
    }),
  listPending: () =>
    http.get(AUDIT, async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  staffMembers: (staff = auditStaff) => http.get(STAFF_MEMBERS, () => HttpResponse.json({ staff })),
};
