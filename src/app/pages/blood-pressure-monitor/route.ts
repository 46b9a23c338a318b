import type { PageRoute } from '@/app/page-contract';

export const bloodPressureMonitorRoute = {
  path: '/tools-trackers/blood-pressure-monitor',
  plainScreen: true,
  screen: () => import(/* webpackChunkName: "page-bloodPressureMonitor" */ '@/app/pages/blood-pressure-monitor/blood-pressure-monitor-page').then((module) => module.BloodPressureMonitorPage),
} as const satisfies PageRoute;
