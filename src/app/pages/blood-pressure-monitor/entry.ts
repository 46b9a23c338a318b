import type { PageMeta } from '@/app/page-contract';
import { bloodPressureMonitorMessages } from '@/app/pages/blood-pressure-monitor/blood-pressure-monitor-messages';

export const bloodPressureMonitorEntry = {
  title: bloodPressureMonitorMessages.title,
  description: bloodPressureMonitorMessages.description,
  heading: bloodPressureMonitorMessages.heading,
  parent: 'toolsTrackers',
} as const satisfies PageMeta;
