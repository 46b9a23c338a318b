import useSWR from 'swr';
import { retryUnlessRefused } from '@/features/staff/api/get-leads';
import type { QuarantineList, QuarantineQuery } from '@/features/staff/api/quarantine-schema';
import { staffGet } from '@/features/staff/api/staff-fetch';

export const QUARANTINE_PATH = '/api/staff/quarantine';

const QUERY_KEYS = ['limit', 'before'] as const satisfies readonly (keyof QuarantineQuery)[];

export type QuarantinePageQuery = Partial<Record<(typeof QUERY_KEYS)[number], string | undefined>>;

/** The page → `/api/staff/quarantine?…`, blanks left out: the request's URL and its SWR key. */
export function quarantineKey(query: QuarantinePageQuery = {}): string {
  const params = new URLSearchParams();
  for (const key of QUERY_KEYS) {
    const value = query[key]?.trim();
    if (value) params.set(key, value);
  }
  const search = params.toString();
  return search ? `${QUARANTINE_PATH}?${search}` : QUARANTINE_PATH;
}

/** Whether an SWR key is one page of the quarantine folder. */
export const isQuarantineKey = (key: unknown): key is string => typeof key === 'string' && (key === QUARANTINE_PATH || key.startsWith(`${QUARANTINE_PATH}?`));

export const getQuarantine = (key: string) => staffGet<QuarantineList>(key);

/** GET /api/staff/quarantine: one page, newest first; the previous page stays shown while the next loads. */
export function useQuarantine(query: QuarantinePageQuery) {
  return useSWR(quarantineKey(query), getQuarantine, { keepPreviousData: true, shouldRetryOnError: retryUnlessRefused });
}
