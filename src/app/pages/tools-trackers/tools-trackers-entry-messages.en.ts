import { siteConfig } from '@/lib/site-config';

/** The page's title, meta description and h1: small, as the route manifest carries them too. */
export const en = {
  title: 'Health tools and trackers',
  description: `Free ${siteConfig.brandName} tools to track your health at home, starting with a blood pressure monitor on your phone.`,
  heading: 'Tools & Trackers',
};
