import useSWR from 'swr';
import { STAFF_SESSION_KEY, staffGet } from '@/features/staff/api/staff-fetch';
import type { StaffSession } from '@/features/staff/api/staff-session';

export const staffSessionKey = () => STAFF_SESSION_KEY;

export const getStaffSession = () => staffGet<StaffSession>(STAFF_SESSION_KEY);

/** GET /api/staff/session: who is signed in; rejects with an ApiError of status 401 when nobody is. */
export function useStaffSession() {
  return useSWR(staffSessionKey(), getStaffSession);
}
