import type { PageRoute } from '@/app/page-contract';

export const careProgramsRoute = {
  path: '/care-programs',
  plainScreen: true,
  screen: () => import(/* webpackChunkName: "page-carePrograms" */ '@/app/pages/care-programs/care-programs-page').then((module) => module.CareProgramsPage),
} as const satisfies PageRoute;
