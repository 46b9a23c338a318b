import { z } from '@/lib/zod';
import { nonEmptyTextSchema, percentSchema, recordIdSchema, rupeesSchema } from '@/features/catalogue/schemas/primitives';

/** A Popular Health Checks card; its id opens /health-checks-details/{id}. */
export const healthCheckSchema = z.strictObject({
  id: recordIdSchema,
  noOfTests: z.number().int().positive(),
  heading: nonEmptyTextSchema,
  diseases: z.array(nonEmptyTextSchema).min(1),
  cutPrice: rupeesSchema,
  price: rupeesSchema,
  discount: percentSchema,
});

export const healthChecksSchema = z.array(healthCheckSchema);

export type HealthCheck = z.infer<typeof healthCheckSchema>;
