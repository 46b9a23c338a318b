import type { RouteEntry } from '@/app/page-contract';
import { productCatalogueEntries } from '@/app/pages/product-catalogue/entries';

// One screen module for the eight routes; each import names its own chunk group for the prerender's preloads.
export const productCatalogueRoutes = {
  sexualWellness: {
    ...productCatalogueEntries['sexual-wellness'],
    screen: () =>
      import(/* webpackChunkName: "page-sexualWellness" */ '@/app/pages/product-catalogue/product-catalogue-page').then((module) => module.SexualWellnessPage),
  },
  painRelief: {
    ...productCatalogueEntries['pain-relief'],
    screen: () => import(/* webpackChunkName: "page-painRelief" */ '@/app/pages/product-catalogue/product-catalogue-page').then((module) => module.PainReliefPage),
  },
  ayurveda: {
    ...productCatalogueEntries.ayurveda,
    screen: () => import(/* webpackChunkName: "page-ayurveda" */ '@/app/pages/product-catalogue/product-catalogue-page').then((module) => module.AyurvedaPage),
  },
  devices: {
    ...productCatalogueEntries.devices,
    screen: () => import(/* webpackChunkName: "page-devices" */ '@/app/pages/product-catalogue/product-catalogue-page').then((module) => module.DevicesPage),
  },
  babyCare: {
    ...productCatalogueEntries['baby-care'],
    screen: () => import(/* webpackChunkName: "page-babyCare" */ '@/app/pages/product-catalogue/product-catalogue-page').then((module) => module.BabyCarePage),
  },
  skinHaircare: {
    ...productCatalogueEntries['skin-haircare'],
    screen: () =>
      import(/* webpackChunkName: "page-skinHaircare" */ '@/app/pages/product-catalogue/product-catalogue-page').then((module) => module.SkinHaircarePage),
  },
  womenWellness: {
    ...productCatalogueEntries['women-wellness'],
    screen: () =>
      import(/* webpackChunkName: "page-womenWellness" */ '@/app/pages/product-catalogue/product-catalogue-page').then((module) => module.WomenWellnessPage),
  },
  vitaminsSupplements: {
    ...productCatalogueEntries['vitamins-supplements'],
    screen: () =>
      import(/* webpackChunkName: "page-vitaminsSupplements" */ '@/app/pages/product-catalogue/product-catalogue-page').then(
        (module) => module.VitaminsSupplementsPage,
      ),
  },
} as const satisfies Record<string, RouteEntry>;
