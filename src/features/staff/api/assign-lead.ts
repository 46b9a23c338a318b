import { LEAD_ASSIGN_MESSAGES, type LeadAssignRequest } from '@/features/staff/api/lead-assign-schema';
import { useLeadMutation } from '@/features/staff/api/lead-mutation';
import { z } from '@/lib/zod';

/** The select's choice for "nobody" (a select's value is a string; the request's is null). */
export const NOBODY = 'nobody';

/** The assign form: a staff member's id or "nobody" → the request's `assigneeId` (the version is the page's). */
export const assignLeadFormSchema = z
  .object({ assigneeId: z.string({ error: LEAD_ASSIGN_MESSAGES.assigneeId }).min(1, LEAD_ASSIGN_MESSAGES.assigneeId) })
  .transform(({ assigneeId }) => ({ assigneeId: assigneeId === NOBODY ? null : assigneeId }));

export type AssignLeadFormValues = z.input<typeof assignLeadFormSchema>;

/** POST /api/staff/leads/:id/assign {version, assigneeId} (supervisor, admin): to a staff member, or to nobody. */
export function useAssignLead(id: string, csrfToken: string) {
  return useLeadMutation<LeadAssignRequest>(id, 'assign', csrfToken);
}
