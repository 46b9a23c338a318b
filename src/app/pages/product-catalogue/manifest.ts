import type { RouteEntry } from '@/app/page-contract';
import { productCatalogueEntries } from '@/app/pages/product-catalogue/entries';
import { productCatalogueRoutes } from '@/app/pages/product-catalogue/routes';

/** The eight catalogue routes joined with their metadata, for the route manifest. */
export const productCatalogueManifest = {
  sexualWellness: { ...productCatalogueRoutes.sexualWellness, ...productCatalogueEntries['sexual-wellness'] },
  painRelief: { ...productCatalogueRoutes.painRelief, ...productCatalogueEntries['pain-relief'] },
  ayurveda: { ...productCatalogueRoutes.ayurveda, ...productCatalogueEntries.ayurveda },
  devices: { ...productCatalogueRoutes.devices, ...productCatalogueEntries.devices },
  babyCare: { ...productCatalogueRoutes.babyCare, ...productCatalogueEntries['baby-care'] },
  skinHaircare: { ...productCatalogueRoutes.skinHaircare, ...productCatalogueEntries['skin-haircare'] },
  womenWellness: { ...productCatalogueRoutes.womenWellness, ...productCatalogueEntries['women-wellness'] },
  vitaminsSupplements: { ...productCatalogueRoutes.vitaminsSupplements, ...productCatalogueEntries['vitamins-supplements'] },
} as const satisfies { [Name in keyof typeof productCatalogueRoutes]: RouteEntry };
