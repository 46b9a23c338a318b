import useSWR from 'swr';
import type { EnrolmentDetails } from '@/features/staff/api/enrolment-schema';
import { staffGet } from '@/features/staff/api/staff-fetch';

export const enrolmentKey = (token: string) => `/api/staff/enrolments/${encodeURIComponent(token)}`;

/** GET /api/staff/enrolments/:token: the account and its new key; a 404 for a link used, expired or never issued. */
export const getEnrolment = (token: string) => staffGet<EnrolmentDetails>(enrolmentKey(token));

/** Read once: the key does not change while the page is open, and a second read after enrolling would be a 404. */
export function useEnrolment(token: string) {
  return useSWR(enrolmentKey(token), () => getEnrolment(token), { revalidateOnFocus: false, revalidateOnReconnect: false, revalidateIfStale: false });
}
