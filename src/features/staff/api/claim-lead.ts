import type { LeadClaimRequest } from '@/features/staff/api/lead-change-schema';
import { useLeadMutation } from '@/features/staff/api/lead-mutation';

/** POST /api/staff/leads/:id/claim {version}: assigns the lead to me (an agent only while nobody has it). */
export function useClaimLead(id: string, csrfToken: string) {
  return useLeadMutation<LeadClaimRequest>(id, 'claim', csrfToken);
}
