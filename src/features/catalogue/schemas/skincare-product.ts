import { z } from '@/lib/zod';
import {
  imagePathSchema,
  nonEmptyTextSchema,
  percentSchema,
  recordIdSchema,
  rupeesSchema,
} from '@/features/catalogue/schemas/primitives';

/** A featured product on the skincare page; note the spec spells this one `cutprice`. */
export const skincareProductSchema = z.strictObject({
  id: recordIdSchema,
  img: imagePathSchema,
  title: nonEmptyTextSchema,
  cutprice: rupeesSchema,
  price: rupeesSchema,
  discount: percentSchema,
});

export const skincareProductsSchema = z.array(skincareProductSchema);

export type SkincareProduct = z.infer<typeof skincareProductSchema>;
