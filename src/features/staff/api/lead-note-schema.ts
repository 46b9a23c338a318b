import { z } from '@/lib/zod';

export const LEAD_NOTE_MAX_LENGTH = 2000;

export const LEAD_NOTE_MESSAGES = {
  body: 'Write the note',
  tooLong: `A note must be ${LEAD_NOTE_MAX_LENGTH} characters or fewer`,
} as const;

/** POST /api/staff/leads/:id/notes: 1–2000 characters once trimmed; notes never conflict, so no version. */
export const leadNoteSchema = z.strictObject({
  body: z.string({ error: LEAD_NOTE_MESSAGES.body }).trim().min(1, LEAD_NOTE_MESSAGES.body).max(LEAD_NOTE_MAX_LENGTH, LEAD_NOTE_MESSAGES.tooLong),
});

export type LeadNoteRequest = z.infer<typeof leadNoteSchema>;
