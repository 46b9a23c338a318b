import { delay, http, HttpResponse } from 'msw';
import { sentRequests } from '@mocks/handlers/api-call';
import { siteVitals, vitalsReportOf } from '@mocks/staff/vitals-fixtures';
import type { VitalsRollup } from '@/lib/vitals/vitals-rollup';
import { VITALS_REPORT_DAYS, VITALS_RETENTION_DAYS } from '@/lib/vitals/vitals-metrics';

const REPORT = '/api/staff/vitals';

/** What the server says of a `days` it cannot read, and to a role it does not serve (server/routes/staff-vitals-routes.ts, server/staff/staff-guard.ts). */
export const vitalsRefusals = {
  days: { message: `Choose a number of days from 1 to ${VITALS_RETENTION_DAYS}`, error: 'Bad Request', fields: { days: `Choose a number of days from 1 to ${VITALS_RETENTION_DAYS}` } },
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
      const asked = record(request).get('days') ?? String(VITALS_REPORT_DAYS);
      const days = /^\d{1,3}$/.test(asked) ? Number(asked) : Number.NaN;
      if (!(days >= 1 && days <= VITALS_RETENTION_DAYS)) return HttpResponse.json(vitalsRefusals.days, { status: 400 });
      return HttpResponse.json(vitalsReportOf(rollup(), days));
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
