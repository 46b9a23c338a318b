import { z } from '@/lib/zod';
import { nonEmptyTextSchema, percentSchema, recordIdSchema, rupeesSchema } from '@/features/catalogue/schemas/primitives';

/** A Derma Essentials card; its id opens /package-details/{id}. `discount` is a percentage shown as "40% Off". */
export const skincarePackageSchema = z.strictObject({
  id: recordIdSchema,
  title: nonEmptyTextSchema,
  cutPrice: rupeesSchema,
  price: rupeesSchema,
  discount: percentSchema,
});

export const skincarePackagesSchema = z.array(skincarePackageSchema);

export type SkincarePackage = z.infer<typeof skincarePackageSchema>;
