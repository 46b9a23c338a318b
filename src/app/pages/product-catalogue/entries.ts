import type { PageMeta } from '@/app/page-contract';
import { productCataloguePath } from '@/features/catalogue/api/get-product-catalogue';
import type { ProductCategory } from '@/features/catalogue/model/product-categories';
import { productCatalogueJsonLd } from '@/app/seo/product-catalogue-json-ld';
import { productCatalogueEntryMessages } from '@/app/pages/product-catalogue/product-catalogue-entry-messages';

/** A category's catalogue (at /<category>, see routes.ts), under Medicines. */
function catalogueEntry(category: ProductCategory) {
  const { heading, title, description } = productCatalogueEntryMessages.categories[category];
  return {
    title,
    description,
    heading,
    dataFiles: () => [productCataloguePath(category)],
    parent: 'medicines',
    jsonLd: productCatalogueJsonLd(category),
  } as const satisfies PageMeta;
}

/** The eight product catalogues, one route each, all shown by the same screen. */
export const productCatalogueEntries = {
  'sexual-wellness': catalogueEntry('sexual-wellness'),
  'pain-relief': catalogueEntry('pain-relief'),
  ayurveda: catalogueEntry('ayurveda'),
  devices: catalogueEntry('devices'),
  'baby-care': catalogueEntry('baby-care'),
  'skin-haircare': catalogueEntry('skin-haircare'),
  'women-wellness': catalogueEntry('women-wellness'),
  'vitamins-supplements': catalogueEntry('vitamins-supplements'),
} as const satisfies Record<ProductCategory, PageMeta>;
