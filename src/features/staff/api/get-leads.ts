import useSWR from 'swr';
import { ApiError } from '@/lib/api-client';
import type { LeadList } from '@/features/staff/api/lead-summary';
import type { LeadsQuery } from '@/features/staff/api/leads-query-schema';
import { staffGet } from '@/features/staff/api/staff-fetch';

export const LEADS_PATH = '/api/staff/leads';

/** The query's keys in one order, so the same filters always make the same key (and URL). */
export const LEADS_QUERY_KEYS = ['kind', 'status', 'assignee', 'overdue', 'from', 'to', 'q', 'limit', 'before'] as const satisfies readonly (keyof LeadsQuery)[];

/** The filters (and page) → `/api/staff/leads?…`, blanks left out: the request's URL and its SWR key. */
export function leadsKey(query: Partial<Record<keyof LeadsQuery, string | undefined>>): string {
  const params = new URLSearchParams();
  for (const key of LEADS_QUERY_KEYS) {
    const value = query[key]?.trim();
    if (value) params.set(key, value);
  }
  const search = params.toString();
  return search ? `${LEADS_PATH}?${search}` : LEADS_PATH;
}

/** Whether an SWR key is one page of the inbox (any filters). */
export const isLeadsKey = (key: unknown): key is string => typeof key === 'string' && (key === LEADS_PATH || key.startsWith(`${LEADS_PATH}?`));

export const getLeads = (key: string) => staffGet<LeadList>(key);

/** A refusal (400: a filter the server cannot read) will not change on a retry; a dropped connection may. */
export const retryUnlessRefused = (error: unknown) => !(error instanceof ApiError && error.status < 500);

/** GET /api/staff/leads: one page of the inbox, newest first; the previous page stays shown while the next loads. */
export function useLeads(query: Partial<Record<keyof LeadsQuery, string | undefined>>) {
  return useSWR(leadsKey(query), getLeads, { keepPreviousData: true, shouldRetryOnError: retryUnlessRefused });
}
