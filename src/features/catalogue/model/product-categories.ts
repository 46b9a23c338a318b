import { productCategoriesMessages } from '@/features/catalogue/model/product-categories-messages';

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

export type ProductCategory = (typeof productCategories)[number];

/** Heading of each catalogue screen and label of its tile on the medicines page, in the page's language. */
export const productCategoryTitles: Readonly<Record<ProductCategory, string>> = productCategoriesMessages.titles;

/** The catalogue route of a category, e.g. /ayurveda. */
export function productCategoryRoute(category: ProductCategory): `/${ProductCategory}` {
  return `/${category}`;
}
