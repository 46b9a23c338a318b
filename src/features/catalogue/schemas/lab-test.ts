import { z } from '@/lib/zod';
import { nonEmptyTextSchema, recordIdSchema, rupeesSchema } from '@/features/catalogue/schemas/primitives';

/** A Prescribed Lab Tests card; `price` is the lowest city price, shown as "Starts at". */
export const labTestSchema = z.strictObject({
  id: recordIdSchema,
  testName: nonEmptyTextSchema,
  price: rupeesSchema,
});

export const labTestsSchema = z.array(labTestSchema);

export type LabTest = z.infer<typeof labTestSchema>;
