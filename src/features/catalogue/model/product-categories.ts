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
