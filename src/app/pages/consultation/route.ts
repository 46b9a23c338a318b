import type { RouteEntry } from '@/app/page-contract';
import { consultationEntry } from '@/app/pages/consultation/entry';

export const consultationRoute = {
  ...consultationEntry,
  screen: () => import(/* webpackChunkName: "page-consultation" */ '@/app/pages/consultation/consultation-page').then((module) => module.ConsultationPage),
} as const satisfies RouteEntry;
