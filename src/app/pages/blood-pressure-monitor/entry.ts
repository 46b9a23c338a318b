import type { PageMeta } from '@/app/page-contract';
import { siteConfig } from '@/lib/site-config';

export const bloodPressureMonitorEntry = {
  title: 'Blood pressure monitor',
  description:
    `Check and log your blood pressure with the ${siteConfig.brandName} app, no other device needed. Trusted by 20K satisfied users; 100% confidential.`,
  heading: 'Blood Pressure Monitor',
  parent: 'toolsTrackers',
} as const satisfies PageMeta;
