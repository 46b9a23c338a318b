import { siteConfig } from '@/lib/site-config';

export const en = {
  title: 'Contact us',
  description: `Write to the ${siteConfig.brandName} care team, call our 24/7 support line or request a callback about a consultation, a test or your reports.`,
  heading: 'Contact Us',
};
