import { z } from '@/lib/zod';

export const SAVED_CODES_MESSAGES = {
  confirm: 'Confirm that you have saved your recovery codes',
} as const;

/** The last step of enrolment: the codes are never shown again, so going on needs a yes. */
export const savedCodesSchema = z.strictObject({
  saved: z.boolean().refine((saved) => saved, SAVED_CODES_MESSAGES.confirm),
});

export type SavedCodes = z.input<typeof savedCodesSchema>;
