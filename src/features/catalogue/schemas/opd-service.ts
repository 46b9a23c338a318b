import { z } from '@/lib/zod';
import { imagePathSchema, nonEmptyTextSchema } from '@/features/catalogue/schemas/primitives';

/** One tab of the OPD services block; alt text comes from `category`. */
export const opdServiceSchema = z.strictObject({
  category: nonEmptyTextSchema,
  details: z.array(nonEmptyTextSchema).min(1),
  image: imagePathSchema,
});

export const opdServicesSchema = z.array(opdServiceSchema);

export type OpdService = z.infer<typeof opdServiceSchema>;
