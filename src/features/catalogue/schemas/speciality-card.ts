import { z } from '@/lib/zod';
import { imagePathSchema, nonEmptyTextSchema } from '@/features/catalogue/schemas/primitives';

/** A card of the consultation page's specialities carousel; alt text comes from `specialist`. */
export const specialityCardSchema = z.strictObject({
  specialist: nonEmptyTextSchema,
  image: imagePathSchema,
  conditions: z.array(nonEmptyTextSchema).min(1),
});

export const specialityCardsSchema = z.array(specialityCardSchema);

export type SpecialityCard = z.infer<typeof specialityCardSchema>;
