import type { PageRoute } from '@/app/page-contract';

export const toolsTrackersRoute = {
  path: '/tools-trackers',
  plainScreen: true,
  screen: () => import(/* webpackChunkName: "page-toolsTrackers" */ '@/app/pages/tools-trackers/tools-trackers-page').then((module) => module.ToolsTrackersPage),
} as const satisfies PageRoute;
