import { siteConfig } from '@/lib/site-config';

const { brandName } = siteConfig;

/** The page's title, meta description and h1: small, as the route manifest carries them too. */
export const en = {
  title: 'Blog',
  description: `Practical health notes from the ${brandName} care team: preparing for blood tests, home blood pressure readings and online consultations.`,
  heading: 'Blog',
};
