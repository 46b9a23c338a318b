import { z } from '@/lib/zod';
import { nonEmptyTextSchema, rupeesSchema } from '@/features/catalogue/schemas/primitives';

/** A home-page care program; the spec spells `programeName` and `programeSummary` this way. */
export const careProgramSchema = z.strictObject({
  programeName: nonEmptyTextSchema,
  programeSummary: nonEmptyTextSchema,
  programTime: nonEmptyTextSchema,
  price: rupeesSchema,
  detail1: nonEmptyTextSchema,
  detail2: nonEmptyTextSchema,
});

export const careProgramsSchema = z.array(careProgramSchema);

export type CareProgram = z.infer<typeof careProgramSchema>;
