import { siteConfig } from '@/lib/site-config';

/** The page's title, meta description and h1: small, as the route manifest carries them too. */
export const en = {
  title: 'Privacy policy',
  description: `What personal data ${siteConfig.brandName} collects, why, how long we keep it, who we share it with, and your rights under India's DPDP Act, 2023.`,
  heading: 'Privacy Policy',
};
