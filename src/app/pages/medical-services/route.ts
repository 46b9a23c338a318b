import type { PageRoute } from '@/app/page-contract';

export const medicalServicesRoute = {
  path: '/medical-services/:id',
  plainScreen: true,
  screen: () => import(/* webpackChunkName: "page-medicalServices" */ '@/app/pages/medical-services/medical-services-page').then((module) => module.MedicalServicesPage),
} as const satisfies PageRoute;
