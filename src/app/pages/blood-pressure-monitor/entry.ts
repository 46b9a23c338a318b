import type { PageMeta } from '@/app/page-contract';
import { bloodPressureMonitorEntryMessages } from '@/app/pages/blood-pressure-monitor/blood-pressure-monitor-entry-messages';

export const bloodPressureMonitorEntry = {
  title: bloodPressureMonitorEntryMessages.title,
  description: bloodPressureMonitorEntryMessages.description,
  heading: bloodPressureMonitorEntryMessages.heading,
  parent: 'toolsTrackers',
} as const satisfies PageMeta;
