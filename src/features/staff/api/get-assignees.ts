import useSWR from 'swr';
import { retryUnlessRefused } from '@/features/staff/api/get-leads';
import type { LeadAssignee } from '@/features/staff/api/lead-assignees';
import { staffGet } from '@/features/staff/api/staff-fetch';

export const ASSIGNEES_PATH = '/api/staff/assignees';

export const getAssignees = (key: string) => staffGet<LeadAssignee[]>(key);

/** GET /api/staff/assignees (supervisor, admin): asked only when `allowed`, since an agent would get a 403. */
export function useAssignees(allowed: boolean) {
  return useSWR(allowed ? ASSIGNEES_PATH : null, getAssignees, { revalidateOnFocus: false, shouldRetryOnError: retryUnlessRefused });
}
