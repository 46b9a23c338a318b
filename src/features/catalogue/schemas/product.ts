import { z } from 'zod';
import { nonEmptyTextSchema, percentSchema, recordIdSchema, rupeesSchema } from '@/features/catalogue/schemas/primitives';

export const productCategories = [
  'sexual-wellness',
  'pain-relief',
  'ayurveda',
  'devices',
  'baby-care',
  'skin-haircare',
  'women-wellness',
  'vitamins-supplements',
] as const;

export const productCategorySchema = z.enum(productCategories);
export type ProductCategory = z.infer<typeof productCategorySchema>;

/** Heading of each catalogue screen and label of its tile on the medicines page. */
export const productCategoryTitles = {
  'sexual-wellness': 'Sexual Wellness',
  'pain-relief': 'Pain Relief',
  ayurveda: 'Ayurveda',
  devices: 'Health Devices',
  'baby-care': 'Baby Care',
  'skin-haircare': 'Skin & Hair Care',
  'women-wellness': "Women's Wellness",
  'vitamins-supplements': 'Vitamins & Supplements',
} as const satisfies Record<ProductCategory, string>;

/** The catalogue route of a category, e.g. /ayurveda. */
export function productCategoryRoute(category: ProductCategory): `/${ProductCategory}` {
  return `/${category}`;
}

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
