import type { PageMeta } from '@/app/page-contract';
import { productCataloguePath } from '@/features/catalogue/api/get-product-catalogue';
import { productCategoryTitles, type ProductCategory } from '@/features/catalogue/model/product-categories';
import { productCatalogueJsonLd } from '@/app/seo/product-catalogue-json-ld';

/** A category's catalogue (at /<category>, see routes.ts), under Medicines. */
function catalogueEntry(category: ProductCategory, title: string, description: string) {
  return {
    title,
    description,
    heading: productCategoryTitles[category],
    dataFiles: () => [productCataloguePath(category)],
    parent: 'medicines',
    jsonLd: productCatalogueJsonLd(category),
  } as const satisfies PageMeta;
}

/** The eight product catalogues, one route each, all shown by the same screen. */
export const productCatalogueEntries = {
  'sexual-wellness': catalogueEntry(
    'sexual-wellness',
    'Sexual wellness products',
    'Condoms, lubricants, delay sprays, prescription ED treatments and intimate hygiene products, at up to 30% off.',
  ),
  'pain-relief': catalogueEntry(
    'pain-relief',
    'Pain relief medicines and balms',
    'Pain relief tablets, gels, sprays, balms, heat patches and supports for headaches, muscle and joint pain, at up to 18% off.',
  ),
  ayurveda: catalogueEntry(
    'ayurveda',
    'Ayurvedic medicines and supplements',
    'Ashwagandha, Triphala, Chyawanprash and other Ayurvedic medicines and herbal supplements from trusted brands, at up to 20% off.',
  ),
  devices: catalogueEntry(
    'devices',
    'Health devices for home monitoring',
    'Blood pressure monitors, glucometers, thermometers, pulse oximeters, nebulisers and more for health checks at home, at up to 35% off.',
  ),
  'baby-care': catalogueEntry(
    'baby-care',
    'Baby care products',
    'Diapers, wipes, lotions, diaper rash cream, paediatric medicines and drops for babies, at up to 20% off.',
  ),
  'skin-haircare': catalogueEntry(
    'skin-haircare',
    'Skin and hair care products',
    'Sunscreens, serums, acne gels, anti-dandruff shampoo and hair-fall treatments such as minoxidil, at up to 30% off.',
  ),
  'women-wellness': catalogueEntry(
    'women-wellness',
    "Women's wellness products",
    "Pregnancy and ovulation tests, period care, intimate hygiene and supplements for women's health, at up to 20% off.",
  ),
  'vitamins-supplements': catalogueEntry(
    'vitamins-supplements',
    'Vitamins and supplements',
    'Multivitamins, vitamin D3 and B12, calcium, omega-3, probiotics, protein and other supplements, at up to 25% off.',
  ),
} as const satisfies Record<ProductCategory, PageMeta>;
