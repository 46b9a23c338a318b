import { leadVersionField } from '@/features/staff/api/lead-change-schema';
import { z } from '@/lib/zod';

export const LEAD_ASSIGN_MESSAGES = {
  assigneeId: 'Choose a staff member to assign the lead to, or nobody',
  notAssignable: 'Choose a staff member who can take leads: this one is disabled or has not enrolled yet',
} as const;

/** POST /api/staff/leads/:id/assign (supervisor, admin): to a staff member, or to nobody (null). */
export const leadAssignSchema = z.strictObject({
  version: leadVersionField,
  assigneeId: z.string({ error: LEAD_ASSIGN_MESSAGES.assigneeId }).trim().min(1, LEAD_ASSIGN_MESSAGES.assigneeId).max(64, LEAD_ASSIGN_MESSAGES.assigneeId).nullable(),
});

export type LeadAssignRequest = z.infer<typeof leadAssignSchema>;
