import { z } from '@/lib/zod';
import { nonEmptyTextSchema, recordIdSchema, rupeesSchema } from '@/features/catalogue/schemas/primitives';

export const includedTestSchema = z.strictObject({
  name: nonEmptyTextSchema,
  count: z.number().int().positive(),
});

export const healthCheckDetailSchema = z.strictObject({
  id: recordIdSchema,
  title: nonEmptyTextSchema,
  actualPrice: rupeesSchema,
  discountedPrice: rupeesSchema,
  /** Display text such as "60% off"; the integrity test keeps it in step with the prices. */
  discount: z.string().regex(/^\d{1,2}% off$/, { message: 'Expected text such as "60% off"' }),
  booked: z.number().int().min(0),
  /** Completes "… booked in the {bookedPeriod}", e.g. "last 30 days". */
  bookedPeriod: nonEmptyTextSchema,
  reportTime: nonEmptyTextSchema,
  testsIncludedCount: z.number().int().positive(),
  tests: z.array(includedTestSchema).min(1),
  description: z.array(nonEmptyTextSchema),
  samples: z.array(nonEmptyTextSchema).min(1),
  recommendations: z.array(nonEmptyTextSchema),
});

export const healthCheckDetailsSchema = z.array(healthCheckDetailSchema);

export type IncludedTest = z.infer<typeof includedTestSchema>;
export type HealthCheckDetail = z.infer<typeof healthCheckDetailSchema>;
