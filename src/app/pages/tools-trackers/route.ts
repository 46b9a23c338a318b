import type { RouteEntry } from '@/app/page-contract';
import { toolsTrackersEntry } from '@/app/pages/tools-trackers/entry';

export const toolsTrackersRoute = {
  ...toolsTrackersEntry,
  plainScreen: true,
  screen: () => import(/* webpackChunkName: "page-toolsTrackers" */ '@/app/pages/tools-trackers/tools-trackers-page').then((module) => module.ToolsTrackersPage),
} as const satisfies RouteEntry;
