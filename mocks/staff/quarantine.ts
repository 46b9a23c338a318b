import { delay, http, HttpResponse } from 'msw';
import { sentRequests } from '@mocks/handlers/api-call';
import { OLDER_QUARANTINE_CURSOR, olderQuarantinedLeads, quarantinedLeads } from '@mocks/staff/quarantine-fixtures';
import { QUARANTINE_MESSAGES, quarantineGoneMessage, type QuarantinedLead, type QuarantineList, type QuarantineReleased } from '@/features/staff/api/quarantine-schema';

const LIST = '/api/staff/quarantine';
const ONE = '/api/staff/quarantine/:id';

const record = (request: Request) => {
  const url = new URL(request.url);
  sentRequests.push({ path: `${request.method === 'GET' ? '' : `${request.method} `}${url.pathname}${url.search}`, body: undefined, headers: request.headers });
  return url.searchParams;
};

/** What the server says when someone else released a lead first. */
export const releasedMeanwhile = quarantineGoneMessage({ outcome: 'released', by: 'bala.agent@healvia.example', at: '2026-03-14T09:20:00.000Z' });

/**
 * The quarantine folder's calls for stories and tests (with staffSessionApi.session for the CSRF token): a small
 * in-memory folder that releases and deletes as the server does, a lead gone meanwhile (409), failures, never-answering.
 */
export function quarantineApi(pages: { first: QuarantinedLead[]; older?: QuarantinedLead[] } = { first: quarantinedLeads, older: olderQuarantinedLeads }) {
  const held = { first: [...pages.first], older: [...(pages.older ?? [])] };
  /** Puts every lead back, for the next run of a story. */
  const reset = () => Object.assign(held, { first: [...pages.first], older: [...(pages.older ?? [])] });
  const take = (id: string): QuarantinedLead | undefined => {
    const lead = [...held.first, ...held.older].find((candidate) => candidate.id === id);
    held.first = held.first.filter((candidate) => candidate.id !== id);
    held.older = held.older.filter((candidate) => candidate.id !== id);
    return lead;
  };
  const notFound = () => HttpResponse.json({ message: QUARANTINE_MESSAGES.notFound, error: 'Not Found' }, { status: 404 });
  return {
    reset,
    /** Newest first; `?before=OLDER_QUARANTINE_CURSOR` is the older page. */
    list: () =>
      http.get(LIST, ({ request }) => {
        const older = record(request).get('before') === OLDER_QUARANTINE_CURSOR;
        return HttpResponse.json<QuarantineList>({ leads: older ? held.older : held.first, nextBefore: !older && held.older.length > 0 ? OLDER_QUARANTINE_CURSOR : null });
      }),
    release: () =>
      http.post(`${ONE}/release`, ({ request, params }) => {
        record(request);
        const lead = take(String(params.id));
        return lead ? HttpResponse.json<QuarantineReleased>({ id: lead.id, kind: lead.kind }) : notFound();
      }),
    delete: () =>
      http.delete(ONE, ({ request, params }) => {
        record(request);
        return take(String(params.id)) ? new HttpResponse(null, { status: 204 }) : notFound();
      }),
    /** Someone else released every lead just before this console asked. */
    releasedMeanwhile: () =>
      http.post(`${ONE}/release`, ({ request, params }) => {
        record(request);
        take(String(params.id));
        return HttpResponse.json({ message: releasedMeanwhile, error: 'Conflict' }, { status: 409 });
      }),
    releaseFailure: () =>
      http.post(`${ONE}/release`, ({ request }) => {
        record(request);
        return new HttpResponse(null, { status: 500 });
      }),
  };
}

export const quarantineListFailure = (status = 500) => http.get(LIST, () => new HttpResponse(null, { status }));

export const quarantineListPending = () =>
  http.get(LIST, async () => {
    await delay('infinite');
    return HttpResponse.json({});
  });
