import { siteConfig } from '@/lib/site-config';

/** The page's title, meta description and h1: small, as the route manifest carries them too. */
export const en = {
  title: 'Terms of use',
  description: `The rules for using ${siteConfig.brandName}: health information and booking, not emergency care (call 112 or 108); accounts, acceptable use and liability.`,
  heading: 'Terms of Use',
};
