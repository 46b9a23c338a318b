import { z } from '@/lib/zod';
import { nonEmptyTextSchema, recordIdSchema, rupeesSchema } from '@/features/catalogue/schemas/primitives';

/** A program card on the care programs page. */
export const careProgramListItemSchema = z.strictObject({
  id: recordIdSchema,
  title: nonEmptyTextSchema,
  duration: nonEmptyTextSchema,
  price: rupeesSchema,
  highlights: z.array(nonEmptyTextSchema).min(1),
});

export const careProgramListSchema = z.array(careProgramListItemSchema);

export type CareProgramListItem = z.infer<typeof careProgramListItemSchema>;
