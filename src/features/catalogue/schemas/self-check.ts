import { z } from '@/lib/zod';
import { nonEmptyTextSchema, recordIdSchema } from '@/features/catalogue/schemas/primitives';

/** A self-check card; Start Now opens /self-check-scan. */
export const selfCheckSchema = z.strictObject({
  id: recordIdSchema,
  title: nonEmptyTextSchema,
  needs: nonEmptyTextSchema,
  detail1: nonEmptyTextSchema,
  detail2: nonEmptyTextSchema,
});

export const selfChecksSchema = z.array(selfCheckSchema);

export type SelfCheck = z.infer<typeof selfCheckSchema>;
