import { siteConfig } from '@/lib/site-config';

/** The page's title, meta description and h1: small, as the route manifest carries them too. */
export const en = {
  title: 'Careers',
  description: `Work at ${siteConfig.brandName}: open roles in engineering, diagnostics operations and clinical content, and how to apply.`,
  heading: 'Careers',
};
