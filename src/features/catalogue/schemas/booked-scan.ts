import { z } from '@/lib/zod';
import { nonEmptyTextSchema, recordIdSchema, rupeesSchema } from '@/features/catalogue/schemas/primitives';

export const bookedScanSchema = z.strictObject({
  id: recordIdSchema,
  heading: nonEmptyTextSchema,
  price: rupeesSchema,
});

export const bookedScansSchema = z.array(bookedScanSchema);

export type BookedScan = z.infer<typeof bookedScanSchema>;
