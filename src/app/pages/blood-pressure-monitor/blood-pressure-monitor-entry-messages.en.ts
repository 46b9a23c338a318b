import { siteConfig } from '@/lib/site-config';

const { brandName } = siteConfig;

/** The page's title, meta description and h1: small, as the route manifest carries them too. */
export const en = {
  title: 'Blood pressure monitor',
  description: `Check and log your blood pressure with the ${brandName} app, no other device needed. Trusted by 20K satisfied users; 100% confidential.`,
  heading: 'Blood Pressure Monitor',
};
