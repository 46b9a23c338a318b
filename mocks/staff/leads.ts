import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { sentRequests } from '@mocks/handlers/api-call';
import { agentSession, asha, ravi, staffRefOf, storyLeads, sunita, type StoredLead } from '@mocks/staff/lead-fixtures';
import { createLeadStore } from '@mocks/staff/lead-store';
import { leadAssignSchema } from '@/features/staff/api/lead-assign-schema';
import { LEAD_CHANGE_MESSAGES, leadClaimSchema } from '@/features/staff/api/lead-change-schema';
import type { LeadDetail } from '@/features/staff/api/lead-detail';
import { leadDuplicateSchema } from '@/features/staff/api/lead-duplicate-schema';
import { leadNoteSchema } from '@/features/staff/api/lead-note-schema';
import { leadRevealSchema, LEAD_REVEAL_MESSAGES } from '@/features/staff/api/lead-reveal-schema';
import { leadStatusChangeSchema } from '@/features/staff/api/lead-status-change-schema';
import { leadsQuerySchema } from '@/features/staff/api/leads-query-schema';
import { STAFF_CSRF_HEADER, type StaffSession } from '@/features/staff/api/staff-session';
import type { z } from '@/lib/zod';

const LIST = '/api/staff/leads';
const DETAIL = '/api/staff/leads/:id';

async function recorded(request: Request): Promise<unknown> {
  const url = new URL(request.url);
  const body: unknown = request.method === 'GET' ? undefined : await request.json().catch(() => undefined);
  sentRequests.push({ path: url.pathname + url.search, body, headers: request.headers });
  return body;
}

const refused = (status: number, message: string) => HttpResponse.json({ message, error: status === 404 ? 'Not Found' : 'Bad Request' }, { status });

/** The body, checked by the call's own schema as the server does: its data, or the 400 answer with the first message. */
function parsed<T extends z.ZodType>(schema: T, body: unknown): { data: z.output<T> } | { answer: Response } {
  const result = schema.safeParse(body);
  return result.success ? { data: result.data } : { answer: refused(400, result.error.issues[0]?.message ?? 'Invalid request') };
}

/**
 * The staff API's lead calls for stories and tests, on one in-memory store per story (`reset` it in the story's
 * beforeEach): list (filters, keyset pages), detail (agents see unassigned leads and their own), every change
 * with its version (409 with the lead as it stands), notes, reveal, assignees. Signed in as `session`.
 */
export function leadsApi(seed: readonly StoredLead[] = storyLeads) {
  const store = createLeadStore(seed);
  let session: StaffSession = agentSession;

  const guard = (request: Request, id: string): { entry: StoredLead } | { answer: Response } => {
    if (request.method === 'POST' && request.headers.get(STAFF_CSRF_HEADER) !== session.csrfToken) return { answer: HttpResponse.json({ message: 'Reload the page and try again.' }, { status: 403 }) };
    const entry = store.find(id);
    if (!entry) return { answer: refused(404, LEAD_CHANGE_MESSAGES.notFound) };
    if (session.role === 'agent' && !store.visibleToAgent(entry, staffRefOf(session))) return { answer: refused(403, LEAD_CHANGE_MESSAGES.assignedToSomeoneElse) };
    return { entry };
  };

  const answerChange = (result: ReturnType<typeof store.change>) =>
    'current' in result ? HttpResponse.json(result, { status: 409 }) : HttpResponse.json<LeadDetail>(result);

  const post = (action: string, handle: (entry: StoredLead, body: unknown) => Response) =>
    http.post(`${DETAIL}/${action}`, async ({ request, params }) => {
      const body = await recorded(request);
      const checked = guard(request, String(params.id));
      return 'answer' in checked ? checked.answer : handle(checked.entry, body);
    });

  const handlers: HttpHandler[] = [
    http.get('/api/staff/session', () => HttpResponse.json(session)),
    http.get(LIST, async ({ request }) => {
      await recorded(request);
      const query = parsed(leadsQuerySchema, Object.fromEntries(new URL(request.url).searchParams));
      if ('answer' in query) return query.answer;
      return HttpResponse.json(store.list(query.data, staffRefOf(session), session.role === 'agent'));
    }),
    http.get(DETAIL, async ({ request, params }) => {
      // The live feed's own path, which its handler answers.
      if (params.id === 'events') return undefined;
      await recorded(request);
      const checked = guard(request, String(params.id));
      return 'answer' in checked ? checked.answer : HttpResponse.json(store.detail(checked.entry));
    }),
    http.get('/api/staff/assignees', () => HttpResponse.json([asha, ravi, sunita].map((member) => ({ ...member, role: member === sunita ? 'supervisor' : 'agent' })))),
    post('claim', (entry, body) => {
      const request = parsed(leadClaimSchema, body);
      const me = staffRefOf(session);
      if ('answer' in request) return request.answer;
      return answerChange(store.change(entry, request.data.version, me, 'assignee', (lead) => void (lead.assignee = me)));
    }),
    post('assign', (entry, body) => {
      const request = parsed(leadAssignSchema, body);
      if ('answer' in request) return request.answer;
      const assignee = [asha, ravi, sunita].find((member) => member.id === request.data.assigneeId) ?? null;
      return answerChange(store.change(entry, request.data.version, staffRefOf(session), 'assignee', (lead) => void (lead.assignee = assignee)));
    }),
    post('status', (entry, body) => {
      const request = parsed(leadStatusChangeSchema, body);
      if ('answer' in request) return request.answer;
      const { status, outcome } = request.data;
      return answerChange(
        store.change(entry, request.data.version, staffRefOf(session), 'status', (lead) => {
          lead.status = status;
          lead.outcome = outcome;
          lead.closedAt = ['booked', 'not_interested', 'junk'].includes(status) ? new Date().toISOString() : null;
        }),
      );
    }),
    post('duplicate-of', (entry, body) => {
      const request = parsed(leadDuplicateSchema, body);
      if ('answer' in request) return request.answer;
      return answerChange(store.change(entry, request.data.version, staffRefOf(session), 'duplicateOf', (lead) => void (lead.duplicateOf = request.data.originalId)));
    }),
    post('notes', (entry, body) => {
      const request = parsed(leadNoteSchema, body);
      return 'answer' in request ? request.answer : HttpResponse.json(store.addNote(entry, staffRefOf(session), request.data.body));
    }),
    post('reveal', (entry, body) => {
      const request = parsed(leadRevealSchema, body);
      if ('answer' in request) return request.answer;
      const value = entry[request.data.field];
      return value ? HttpResponse.json({ value }) : refused(404, LEAD_REVEAL_MESSAGES.notOnFile[request.data.field]);
    }),
  ];

  return {
    store,
    handlers,
    /** Signs the story in as `signedIn` and puts the leads back as they were seeded. */
    reset: (signedIn: StaffSession = agentSession) => {
      session = signedIn;
      store.reset();
    },
    /** The list never answers. */
    listPending: () => http.get(LIST, () => delay('infinite')),
    /** The list fails with `status` (and the server's message). */
    listFailure: (status = 500, message?: string) => http.get(LIST, () => (message ? HttpResponse.json({ message }, { status }) : new HttpResponse(null, { status }))),
    /** The lead never answers. */
    detailPending: () => http.get(DETAIL, ({ params }) => (params.id === 'events' ? undefined : delay('infinite'))),
    /** The lead fails with `status`, without a message. */
    detailFailure: (status = 500) => http.get(DETAIL, ({ params }) => (params.id === 'events' ? undefined : new HttpResponse(null, { status }))),
    /** A change's request never reaches the server (fetch rejects): `action` is the path's last part, e.g. "notes". */
    networkError: (action: string) =>
      http.post(`${DETAIL}/${action}`, async ({ request }) => {
        await recorded(request);
        return HttpResponse.error();
      }),
  };
}
