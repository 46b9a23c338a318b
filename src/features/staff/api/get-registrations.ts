import useSWR from 'swr';
import { retryUnlessRefused } from '@/features/staff/api/get-leads';
import type { RegistrationQuery } from '@/features/staff/api/registration-query-schema';
import type { RegistrationList } from '@/features/staff/api/registration-summary';
import { staffGet } from '@/features/staff/api/staff-fetch';

export const REGISTRATIONS_PATH = '/api/staff/registrations';

const QUERY_KEYS = ['kind', 'status', 'quarantined', 'limit', 'before'] as const satisfies readonly (keyof RegistrationQuery)[];

export type RegistrationsQuery = Partial<Record<(typeof QUERY_KEYS)[number], string | undefined>>;

/** The filters (and page) → `/api/staff/registrations?…`, blanks left out: the request's URL and its SWR key. */
export function registrationsKey(query: RegistrationsQuery): string {
  const params = new URLSearchParams();
  for (const key of QUERY_KEYS) {
    const value = query[key]?.trim();
    if (value) params.set(key, value);
  }
  const search = params.toString();
  return search ? `${REGISTRATIONS_PATH}?${search}` : REGISTRATIONS_PATH;
}

/** Whether an SWR key is one page of the registrations list (any filters). */
export const isRegistrationsKey = (key: unknown): key is string => typeof key === 'string' && (key === REGISTRATIONS_PATH || key.startsWith(`${REGISTRATIONS_PATH}?`));

export const getRegistrations = (key: string) => staffGet<RegistrationList>(key);

/** GET /api/staff/registrations: one page, newest first; the previous page stays shown while the next loads. */
export function useRegistrations(query: RegistrationsQuery) {
  return useSWR(registrationsKey(query), getRegistrations, { keepPreviousData: true, shouldRetryOnError: retryUnlessRefused });
}
