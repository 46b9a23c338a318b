import type { RouteEntry } from '@/app/page-contract';
import { labsEntry } from '@/app/pages/labs/entry';

export const labsRoute = {
  ...labsEntry,
  screen: () => import(/* webpackChunkName: "page-labs" */ '@/app/pages/labs/labs-page').then((module) => module.LabsPage),
} as const satisfies RouteEntry;
