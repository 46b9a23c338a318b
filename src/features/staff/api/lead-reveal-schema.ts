import { z } from '@/lib/zod';

export const LEAD_REVEAL_FIELDS = ['phone', 'email'] as const;
export type LeadRevealField = (typeof LEAD_REVEAL_FIELDS)[number];

export const LEAD_REVEAL_MESSAGES = {
  field: 'Choose what to reveal: phone or email',
  notOnFile: { phone: 'This lead came without a phone number', email: 'This lead came without an e-mail address' },
} as const;

/** POST /api/staff/leads/:id/reveal: one full contact detail, answered only after its audit entry is written. */
export const leadRevealSchema = z.strictObject({ field: z.enum(LEAD_REVEAL_FIELDS, { error: LEAD_REVEAL_MESSAGES.field }) });

export type LeadRevealRequest = z.infer<typeof leadRevealSchema>;
export type LeadRevealed = { value: string };
