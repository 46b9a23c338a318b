import type { PageMeta } from '@/app/page-contract';
import { siteConfig } from '@/lib/site-config';

export const toolsTrackersEntry = {
  title: 'Health tools and trackers',
  description: `Free ${siteConfig.brandName} tools to track your health at home, starting with a blood pressure monitor on your phone.`,
  heading: 'Tools & Trackers',
} as const satisfies PageMeta;
