import type { PageMeta } from '@/app/page-contract';
import { siteConfig } from '@/lib/site-config';

export const searchEntry = {
  title: 'Search',
  description: `Search ${siteConfig.brandName} for lab tests, health checkups, scans, doctors, specialities, care programs and medicines.`,
  heading: 'Search',
  // The shell is prerendered; the results depend on the query and render in the browser.
  indexed: false,
} as const satisfies PageMeta;
