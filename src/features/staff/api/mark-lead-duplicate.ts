import { LEAD_DUPLICATE_MESSAGES, type LeadDuplicateRequest } from '@/features/staff/api/lead-duplicate-schema';
import { useLeadMutation } from '@/features/staff/api/lead-mutation';
import { z } from '@/lib/zod';

/** The "Mark as duplicate of…" form: one of the possible duplicates (the version is the page's). */
export const markDuplicateFormSchema = z.object({
  originalId: z.string({ error: LEAD_DUPLICATE_MESSAGES.originalId }).min(1, LEAD_DUPLICATE_MESSAGES.originalId),
});

export type MarkDuplicateFormValues = z.input<typeof markDuplicateFormSchema>;

/** POST /api/staff/leads/:id/duplicate-of {version, originalId}: marks the lead a duplicate, or clears it (null). */
export function useMarkLeadDuplicate(id: string, csrfToken: string) {
  return useLeadMutation<LeadDuplicateRequest>(id, 'duplicate-of', csrfToken);
}
