import { useLeadMutation } from '@/features/staff/api/lead-mutation';
import type { LeadStatusChangeValues } from '@/features/staff/api/lead-status-change-schema';

/** POST /api/staff/leads/:id/status {version, status, outcome?}: the outcome goes with Attempted only, and only then is sent. */
export function useChangeLeadStatus(id: string, csrfToken: string) {
  return useLeadMutation<LeadStatusChangeValues>(id, 'status', csrfToken);
}
