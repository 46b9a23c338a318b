import { leadVersionField } from '@/features/staff/api/lead-change-schema';
import { z } from '@/lib/zod';

export const LEAD_DUPLICATE_MESSAGES = {
  originalId: 'Choose the lead this one duplicates, or none',
  notFound: 'There is no lead with this id',
  itself: 'A lead cannot be a duplicate of itself',
  circular: 'That lead is already marked a duplicate of this one',
} as const;

/** POST /api/staff/leads/:id/duplicate-of: marks the lead a duplicate of another (`originalId`), or clears it (null). */
export const leadDuplicateSchema = z.strictObject({
  version: leadVersionField,
  originalId: z.string({ error: LEAD_DUPLICATE_MESSAGES.originalId }).trim().min(1, LEAD_DUPLICATE_MESSAGES.originalId).max(64, LEAD_DUPLICATE_MESSAGES.originalId).nullable(),
});

export type LeadDuplicateRequest = z.infer<typeof leadDuplicateSchema>;
