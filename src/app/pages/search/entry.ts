import type { PageEntry } from '@/app/page-contract';
import { siteConfig } from '@/lib/site-config';
import { SEARCH_RESULTS_PATH } from '@/features/search/model/search-paths';

export const searchEntry = {
  path: SEARCH_RESULTS_PATH,
  title: 'Search',
  description: `Search ${siteConfig.brandName} for lab tests, health checkups, scans, doctors, specialities, care programs and medicines.`,
  heading: 'Search',
  // The shell is prerendered; the results depend on the query and render in the browser.
  indexed: false,
} as const satisfies PageEntry;
