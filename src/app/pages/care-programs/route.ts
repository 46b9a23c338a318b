import type { RouteEntry } from '@/app/page-contract';
import { careProgramsEntry } from '@/app/pages/care-programs/entry';

export const careProgramsRoute = {
  ...careProgramsEntry,
  screen: () => import(/* webpackChunkName: "page-carePrograms" */ '@/app/pages/care-programs/care-programs-page').then((module) => module.CareProgramsPage),
} as const satisfies RouteEntry;
