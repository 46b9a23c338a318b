import type { PageEntry } from '@/app/page-contract';
import { siteConfig } from '@/lib/site-config';

export const bloodPressureMonitorEntry = {
  path: '/tools-trackers/blood-pressure-monitor',
  title: 'Blood pressure monitor',
  description:
    `Check and log your blood pressure with the ${siteConfig.brandName} app, no other device needed. Trusted by 20K satisfied users; 100% confidential.`,
  heading: 'Blood Pressure Monitor',
  parent: 'toolsTrackers',
} as const satisfies PageEntry;
