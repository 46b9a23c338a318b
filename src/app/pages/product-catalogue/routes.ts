import type { PageRoute } from '@/app/page-contract';

// One screen module for the eight routes; each import names its own chunk group for the prerender's preloads. The
// screen is plain: the catalogues boot without MUI.
export const productCatalogueRoutes = {
  sexualWellness: {
    path: '/sexual-wellness',
    plainScreen: true,
    screen: () =>
      import(/* webpackChunkName: "page-sexualWellness" */ '@/app/pages/product-catalogue/product-catalogue-page').then((module) => module.SexualWellnessPage),
  },
  painRelief: {
    path: '/pain-relief',
    plainScreen: true,
    screen: () => import(/* webpackChunkName: "page-painRelief" */ '@/app/pages/product-catalogue/product-catalogue-page').then((module) => module.PainReliefPage),
  },
  ayurveda: {
    path: '/ayurveda',
    plainScreen: true,
    screen: () => import(/* webpackChunkName: "page-ayurveda" */ '@/app/pages/product-catalogue/product-catalogue-page').then((module) => module.AyurvedaPage),
  },
  devices: {
    path: '/devices',
    plainScreen: true,
    screen: () => import(/* webpackChunkName: "page-devices" */ '@/app/pages/product-catalogue/product-catalogue-page').then((module) => module.DevicesPage),
  },
  babyCare: {
    path: '/baby-care',
    plainScreen: true,
    screen: () => import(/* webpackChunkName: "page-babyCare" */ '@/app/pages/product-catalogue/product-catalogue-page').then((module) => module.BabyCarePage),
  },
  skinHaircare: {
    path: '/skin-haircare',
    plainScreen: true,
    screen: () =>
      import(/* webpackChunkName: "page-skinHaircare" */ '@/app/pages/product-catalogue/product-catalogue-page').then((module) => module.SkinHaircarePage),
  },
  womenWellness: {
    path: '/women-wellness',
    plainScreen: true,
    screen: () =>
      import(/* webpackChunkName: "page-womenWellness" */ '@/app/pages/product-catalogue/product-catalogue-page').then((module) => module.WomenWellnessPage),
  },
  vitaminsSupplements: {
    path: '/vitamins-supplements',
    plainScreen: true,
    screen: () =>
      import(/* webpackChunkName: "page-vitaminsSupplements" */ '@/app/pages/product-catalogue/product-catalogue-page').then(
        (module) => module.VitaminsSupplementsPage,
      ),
  },
} as const satisfies Record<string, PageRoute>;
