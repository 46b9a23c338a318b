import { z } from '@/lib/zod';
import {
  imagePathSchema,
  nonEmptyTextSchema,
  percentSchema,
  recordIdSchema,
  rupeesSchema,
} from '@/features/catalogue/schemas/primitives';

export const packageDetailSchema = z.strictObject({
  id: recordIdSchema,
  name: nonEmptyTextSchema,
  images: z.array(imagePathSchema).min(1),
  rating: z.number().min(0).max(5),
  reviews: z.number().int().min(0),
  price: rupeesSchema,
  mrp: rupeesSchema,
  discount: percentSchema,
  highlights: z.array(nonEmptyTextSchema),
  productDetails: z.strictObject({ description: nonEmptyTextSchema }),
});

export const packageDetailsSchema = z.array(packageDetailSchema);

export type PackageDetail = z.infer<typeof packageDetailSchema>;
