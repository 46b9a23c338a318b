import type { RouteEntry } from '@/app/page-contract';
import { testsEntry } from '@/app/pages/tests/entry';

export const testsRoute = {
  ...testsEntry,
  screen: () => import(/* webpackChunkName: "page-tests" */ '@/app/pages/tests/tests-page').then((module) => module.TestsPage),
} as const satisfies RouteEntry;
