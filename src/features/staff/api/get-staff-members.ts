import useSWR from 'swr';
import type { StaffMember } from '@/features/staff/api/staff-members';
import { staffGet } from '@/features/staff/api/staff-fetch';

export const STAFF_MEMBERS_PATH = '/api/staff/staff-members';

export const getStaffMembers = (key: string) => staffGet<{ staff: StaffMember[] }>(key);

/** GET /api/staff/staff-members (admin): every staff account, without secrets; read once per page view (it is logged). */
export function useStaffMembers() {
  return useSWR(STAFF_MEMBERS_PATH, getStaffMembers, { revalidateOnFocus: false, revalidateOnReconnect: false });
}
