import { delay, http, HttpResponse } from 'msw';
import { sentRequests } from '@mocks/handlers/api-call';
import { siteVitals, vitalsReportOf } from '@mocks/staff/vitals-fixtures';
import type { VitalsRollup } from '@/lib/vitals/vitals-rollup';
import { VITALS_DAYS_MESSAGE, vitalsReportQuerySchema } from '@/features/staff/api/vitals-report-query-schema';

const REPORT = '/api/staff/vitals';

/** What the server says of a `days` it cannot read, and to a role it does not serve (server/routes/staff-vitals-routes.ts, server/staff/staff-guard.ts). */
export const vitalsRefusals = {
  days: { message: VITALS_DAYS_MESSAGE, error: 'Bad Request', fields: { days: VITALS_DAYS_MESSAGE } },
  role: { message: 'Your role does not allow this', error: 'Forbidden' },
} as const;

const record = (request: Request) => {
  const url = new URL(request.url);
  sentRequests.push({ path: url.pathname + url.search, body: undefined, headers: request.headers });
  return url.searchParams;
};

/** GET /api/staff/vitals for stories and tests: the report of a roll-up through the one report code, failures, never. */
export const vitalsApi = {
  /** The report over `days` (1–90, 28 when absent) up to VITALS_STORY_TODAY; 400 for any other `days`, as the server. */
  report: (rollup: () => VitalsRollup = siteVitals) =>
    http.get(REPORT, ({ request }) => {
      const query = vitalsReportQuerySchema.safeParse(Object.fromEntries(record(request)));
      if (!query.success) return HttpResponse.json(vitalsRefusals.days, { status: 400 });
      return HttpResponse.json(vitalsReportOf(rollup(), query.data.days));
    }),
  failure: (status = 500, body?: { message: string; error: string }) =>
    http.get(REPORT, ({ request }) => {
      record(request);
      return body ? HttpResponse.json(body, { status }) : new HttpResponse(null, { status });
    }),
  pending: () =>
    http.get(REPORT, async ({ request }) => {
      record(request);
      await delay('infinite');
      return HttpResponse.json({});
    }),
};
