import type { RouteEntry } from '@/app/page-contract';
import { bloodPressureMonitorEntry } from '@/app/pages/blood-pressure-monitor/entry';

export const bloodPressureMonitorRoute = {
  ...bloodPressureMonitorEntry,
  screen: () => import(/* webpackChunkName: "page-bloodPressureMonitor" */ '@/app/pages/blood-pressure-monitor/blood-pressure-monitor-page').then((module) => module.BloodPressureMonitorPage),
} as const satisfies RouteEntry;
