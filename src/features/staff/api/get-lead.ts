import useSWR from 'swr';
import { retryUnlessRefused } from '@/features/staff/api/get-leads';
import type { LeadDetail } from '@/features/staff/api/lead-detail';
import { staffGet } from '@/features/staff/api/staff-fetch';

/** `/api/staff/leads/:id`: the lead's URL and SWR key; every change to it answers the lead anew under this key. */
export const leadKey = (id: string) => `/api/staff/leads/${encodeURIComponent(id)}`;

export const getLead = (key: string) => staffGet<LeadDetail>(key);

/**
 * GET /api/staff/leads/:id (each read is audited as `lead.view`): fetched once when the page opens, not again on
 * focus or reconnect; changes come back in the answers of the changes themselves.
 */
export function useLead(id: string) {
  return useSWR(leadKey(id), getLead, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    revalidateIfStale: false,
    shouldRetryOnError: retryUnlessRefused,
  });
}
