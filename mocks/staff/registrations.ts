import { delay, http, HttpResponse } from 'msw';
import { sentRequests } from '@mocks/handlers/api-call';
import { doctorDetail, hospitalDetail, olderRegistrationSummaries, patientDetail, registrationSummaries, revealedValues } from '@mocks/staff/registration-fixtures';
import type { RegistrationDetail } from '@/features/staff/api/registration-detail';
import { REVEAL_MESSAGES } from '@/features/staff/api/registration-reveal-schema';
import { registrationReviewSchema, reviewConflictMessage, type RegistrationReviewConflict } from '@/features/staff/api/registration-review-schema';
import type { RegistrationList } from '@/features/staff/api/registration-summary';

const LIST = '/api/staff/registrations';
const DETAIL = '/api/staff/registrations/:kind/:id';
const NOT_FOUND = { message: 'This registration does not exist. It may have been erased.', error: 'Not Found' };

const details: Record<string, RegistrationDetail> = { 'p-3': patientDetail, 'd-2': doctorDetail, 'h-1': hospitalDetail };

async function recorded(request: Request) {
  const body: unknown = request.method === 'GET' ? undefined : await request.json().catch(() => undefined);
  sentRequests.push({ path: new URL(request.url).pathname + new URL(request.url).search, body, headers: request.headers });
  return body;
}

/** The staff API's registration calls for stories and tests (with staffSessionApi.session for the CSRF token): successes, failures, never-answering. */
export const registrationHandlers = {
  /** Newest first; `?kind=`/`?status=` filter the fixtures, `?before=older` is the older page. */
  list: (pages: { first: RegistrationList['registrations']; older?: RegistrationList['registrations'] } = { first: registrationSummaries, older: olderRegistrationSummaries }) =>
    http.get(LIST, async ({ request }) => {
      await recorded(request);
      const query = new URL(request.url).searchParams;
      const older = query.get('before') === 'older';
      const rows = (older ? (pages.older ?? []) : pages.first).filter(
        (row) => (!query.get('kind') || row.kind === query.get('kind')) && (!query.get('status') || row.status === query.get('status')),
      );
      return HttpResponse.json<RegistrationList>({ registrations: rows, nextBefore: !older && pages.older?.length ? 'older' : null });
    }),
  listFailure: (status = 500, body?: { message: string; fields?: Record<string, string> }) =>
    http.get(LIST, () => (body ? HttpResponse.json(body, { status }) : new HttpResponse(null, { status }))),
  listPending: () =>
    http.get(LIST, async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  detail: (answer?: RegistrationDetail) =>
    http.get(DETAIL, async ({ request, params }) => {
      await recorded(request);
      const found = answer ?? details[String(params.id)];
      return found ? HttpResponse.json(found) : HttpResponse.json(NOT_FOUND, { status: 404 });
    }),
  detailFailure: (status = 500) => http.get(DETAIL, () => (status === 404 ? HttpResponse.json(NOT_FOUND, { status }) : new HttpResponse(null, { status }))),
  detailPending: () =>
    http.get(DETAIL, async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  /** Answers the fixture's value of the field, as the server does once its audit entry is written. */
  reveal: () =>
    http.post(`${DETAIL}/reveal`, async ({ request, params }) => {
      const { field } = (await recorded(request)) as { field: string };
      const value = revealedValues[String(params.id)]?.[field];
      return value ? HttpResponse.json({ field, value }) : HttpResponse.json({ message: REVEAL_MESSAGES.notOnFile }, { status: 404 });
    }),
  revealFailure: () =>
    http.post(`${DETAIL}/reveal`, async ({ request }) => {
      await recorded(request);
      return new HttpResponse(null, { status: 500 });
    }),
  /** Validates like the server, then answers the registration with the decision and the next version. */
  review: (base: RegistrationDetail = patientDetail) =>
    http.post(`${DETAIL}/review`, async ({ request }) => {
      const parsed = registrationReviewSchema.safeParse(await recorded(request));
      if (!parsed.success) {
        const fields = Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
        return HttpResponse.json({ message: parsed.error.issues[0]?.message, error: 'Bad Request', fields }, { status: 400 });
      }
      const { status, reason } = parsed.data;
      return HttpResponse.json<RegistrationDetail>({
        ...base,
        status,
        reason,
        version: parsed.data.version + 1,
        updatedAt: '2026-03-14T09:05:00.000Z',
        updatedBy: { id: 's-1', email: 'asha@healvia.example' },
      });
    }),
  /** Someone else reviewed first: 409 with the registration as it now stands. */
  reviewConflict: (current: RegistrationDetail) =>
    http.post(`${DETAIL}/review`, async ({ request }) => {
      await recorded(request);
      const by = current.updatedBy?.email ?? null;
      return HttpResponse.json<RegistrationReviewConflict>(
        { message: reviewConflictMessage(by, current.updatedAt), current, change: { by, at: current.updatedAt, field: 'status' } },
        { status: 409 },
      );
    }),
  reviewPending: () =>
    http.post(`${DETAIL}/review`, async ({ request }) => {
      await recorded(request);
      await delay('infinite');
      return HttpResponse.json({});
    }),
};
