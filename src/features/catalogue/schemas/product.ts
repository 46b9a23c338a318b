import { z } from '@/lib/zod';
import { productCategories } from '@/features/catalogue/model/product-categories';
import { nonEmptyTextSchema, percentSchema, recordIdSchema, rupeesSchema } from '@/features/catalogue/schemas/primitives';

export const productCategorySchema = z.enum(productCategories);

export const productSchema = z.strictObject({
  id: recordIdSchema,
  name: nonEmptyTextSchema,
  stripName: nonEmptyTextSchema,
  mrp: rupeesSchema,
  price: rupeesSchema,
  discount: percentSchema,
  prescriptionRequired: z.boolean(),
});

/** One category file: /detailedData/productcatalogue/{category}.json. */
export const productCatalogueSchema = z.array(productSchema);

export type Product = z.infer<typeof productSchema>;
