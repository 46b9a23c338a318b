import { z } from '@/lib/zod';
import { nonEmptyTextSchema, recordIdSchema } from '@/features/catalogue/schemas/primitives';

/** A why-consult card; `truncate` marks descriptions long enough for Read More (300 characters). */
export const consultationReasonSchema = z.strictObject({
  id: recordIdSchema,
  title: nonEmptyTextSchema,
  description: nonEmptyTextSchema,
  truncate: z.boolean(),
  points: z.array(nonEmptyTextSchema),
});

export const consultationReasonsSchema = z.array(consultationReasonSchema);

export type ConsultationReason = z.infer<typeof consultationReasonSchema>;
