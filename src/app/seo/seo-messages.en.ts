import { siteConfig } from '@/lib/site-config';

export const en = {
  /** The first crumb of every breadcrumb trail. */
  home: 'Home',
  /** Title and description of a page that has none of its own. */
  tagline: siteConfig.tagline,
  /** Where the organisation serves (its structured data's areaServed). */
  country: 'India',
};
