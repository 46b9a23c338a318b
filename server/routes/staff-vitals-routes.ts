import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { VITALS_REPORT_DAYS, VITALS_RETENTION_DAYS } from '@/lib/vitals/vitals-metrics';
import type { VitalsReport } from '@/lib/vitals/vitals-report';
import { parseBody } from '../http/zod-errors';
import type { RouteContext } from './route-context';

export const VITALS_DAYS_MESSAGE = `Choose a number of days from 1 to ${VITALS_RETENTION_DAYS}`;

const reportQuerySchema = z.strictObject({
  days: z
    .string({ error: VITALS_DAYS_MESSAGE })
    .regex(/^\d{1,3}$/, VITALS_DAYS_MESSAGE)
    .transform(Number)
    .pipe(z.number().min(1, VITALS_DAYS_MESSAGE).max(VITALS_RETENTION_DAYS, VITALS_DAYS_MESSAGE))
    .default(VITALS_REPORT_DAYS),
});

/** The field speed report (issue 42) over the last `days` days in India; who may read it is in the route table. */
export function registerStaffVitalsRoutes(app: FastifyInstance, { stores }: RouteContext): void {
  app.get('/api/staff/vitals', async (request) => {
    const { days } = parseBody(reportQuerySchema, request.query);
    const report: VitalsReport = await stores.vitals.report(days);
    return report;
  });
}
