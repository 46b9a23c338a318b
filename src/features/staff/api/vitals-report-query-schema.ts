import { z } from '@/lib/zod';
import { VITALS_REPORT_DAYS, VITALS_RETENTION_DAYS } from '@/lib/vitals/vitals-metrics';

export const VITALS_DAYS_MESSAGE = `Choose a number of days from 1 to ${VITALS_RETENTION_DAYS}`;

/** The query of `GET /api/staff/vitals` (issue 42): `days`, a whole number from 1 to 90, 28 when absent. The server and the mock API parse it. */
export const vitalsReportQuerySchema = z.strictObject({
  days: z
    .string({ error: VITALS_DAYS_MESSAGE })
    .regex(/^\d{1,3}$/, VITALS_DAYS_MESSAGE)
    .transform(Number)
    .pipe(z.number().min(1, VITALS_DAYS_MESSAGE).max(VITALS_RETENTION_DAYS, VITALS_DAYS_MESSAGE))
    .default(VITALS_REPORT_DAYS),
});
