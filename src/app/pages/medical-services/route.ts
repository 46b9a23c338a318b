import type { RouteEntry } from '@/app/page-contract';
import { medicalServicesEntry } from '@/app/pages/medical-services/entry';

export const medicalServicesRoute = {
  ...medicalServicesEntry,
  screen: () => import(/* webpackChunkName: "page-medicalServices" */ '@/app/pages/medical-services/medical-services-page').then((module) => module.MedicalServicesPage),
} as const satisfies RouteEntry;
