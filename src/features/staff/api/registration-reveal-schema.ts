import { z } from '@/lib/zod';

export const REVEAL_MESSAGES = {
  field: 'Choose a field to reveal',
  notRevealable: 'This field cannot be revealed',
  notOnFile: 'This registration has no such number on file',
} as const;

/** POST /api/staff/registrations/:kind/:id/reveal: one contact detail or ID number, logged before it is sent. */
export const registrationRevealSchema = z.strictObject({
  field: z.string({ error: REVEAL_MESSAGES.field }).min(1, REVEAL_MESSAGES.field).max(100, REVEAL_MESSAGES.field),
});

export type RegistrationRevealRequest = z.infer<typeof registrationRevealSchema>;
export type RegistrationRevealed = { field: string; value: string };
