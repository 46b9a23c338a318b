import type { FastifyInstance } from 'fastify';
import { vitalsReportQuerySchema } from '@/features/staff/api/vitals-report-query-schema';
import type { VitalsReport } from '@/lib/vitals/vitals-report';
import { parseBody } from '../http/zod-errors';
import type { RouteContext } from './route-context';

/** The field speed report (issue 42) over the last `days` days in India; who may read it is in the route table. */
export function registerStaffVitalsRoutes(app: FastifyInstance, { stores }: RouteContext): void {
  app.get('/api/staff/vitals', async (request) => {
    const { days } = parseBody(vitalsReportQuerySchema, request.query);
    const report: VitalsReport = await stores.vitals.report(days);
    return report;
  });
}
