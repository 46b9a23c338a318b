import type { PageMeta } from '@/app/page-contract';
import { siteConfig } from '@/lib/site-config';

export const contactEntry = {
  title: 'Contact us',
  description:
    `Write to the ${siteConfig.brandName} care team, call our 24/7 support line or request a callback about a consultation, a test or your reports.`,
  heading: 'Contact Us',
} as const satisfies PageMeta;
