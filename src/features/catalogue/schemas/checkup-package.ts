import { z } from '@/lib/zod';
import {
  nonEmptyTextSchema,
  percentSchema,
  recordIdSchema,
  rupeesSchema,
} from '@/features/catalogue/schemas/primitives';

/** A checkup package on the tests page; its id is a health check id (View Details opens that detail). */
export const checkupPackageSchema = z.strictObject({
  id: recordIdSchema,
  name: nonEmptyTextSchema,
  category: nonEmptyTextSchema,
  discount: percentSchema,
  originalPrice: rupeesSchema,
  price: rupeesSchema,
  tests: z.array(nonEmptyTextSchema).min(1),
  totalTests: z.number().int().positive(),
  reportTime: nonEmptyTextSchema,
});

export const checkupCategorySchema = z.strictObject({ name: nonEmptyTextSchema });

export const checkupDataSchema = z.strictObject({
  categories: z.array(checkupCategorySchema),
  packages: z.array(checkupPackageSchema),
});

export type CheckupPackage = z.infer<typeof checkupPackageSchema>;
export type CheckupData = z.infer<typeof checkupDataSchema>;
