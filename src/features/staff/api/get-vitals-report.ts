import useSWR from 'swr';
import { retryUnlessRefused } from '@/features/staff/api/get-leads';
import { staffGet } from '@/features/staff/api/staff-fetch';
import type { VitalsReport } from '@/lib/vitals/vitals-report';

export const VITALS_REPORT_PATH = '/api/staff/vitals';

/** `days` is always sent, the default included, so the report asked for is the one the address names. */
export const vitalsReportKey = ({ days }: { days: number }): string => `${VITALS_REPORT_PATH}?days=${days}`;

export const getVitalsReport = (key: string) => staffGet<VitalsReport>(key);

/** GET /api/staff/vitals (supervisors and admins): the field speed report over the last `days` days (docs/field-speed.md). */
export function useVitalsReport(query: { days: number }) {
  return useSWR(vitalsReportKey(query), getVitalsReport, { shouldRetryOnError: retryUnlessRefused });
}
