import { siteConfig } from '@/lib/site-config';

const { brandName } = siteConfig;

/** The page's title, meta description and h1: small, as the route manifest carries them too. */
export const en = {
  title: 'Press',
  description: `News and announcements from ${brandName}, and how journalists can reach our media team.`,
  heading: 'Press',
};
