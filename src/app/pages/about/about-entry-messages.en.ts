import { siteConfig } from '@/lib/site-config';

const { brandName } = siteConfig;

/** The page's title, meta description and h1: small, as the route manifest carries them too. */
export const en = {
  title: 'About us',
  description: `${brandName} brings 5000+ doctors, 500 NABL-accredited labs and 1000+ hospitals to 10 million users across India. Meet the team and the technology behind it.`,
  heading: `About ${brandName}`,
};
