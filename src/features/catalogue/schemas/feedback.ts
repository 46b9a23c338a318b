import { z } from '@/lib/zod';
import { imagePathSchema, nonEmptyTextSchema, recordIdSchema } from '@/features/catalogue/schemas/primitives';

export const feedbackSchema = z.strictObject({
  id: recordIdSchema,
  /** An abstract avatar illustration, never a photo; alt text comes from profileName. */
  profileImg: imagePathSchema,
  profileName: nonEmptyTextSchema,
  profileAge: z.number().int().min(18).max(100),
  profilePlace: nonEmptyTextSchema,
  rating: z.number().int().min(1).max(5),
  comment: nonEmptyTextSchema,
});

export const feedbackListSchema = z.array(feedbackSchema);

export type Feedback = z.infer<typeof feedbackSchema>;
