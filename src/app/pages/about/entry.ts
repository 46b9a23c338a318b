import type { PageMeta } from '@/app/page-contract';
import { siteConfig } from '@/lib/site-config';

export const aboutEntry = {
  title: 'About us',
  description:
    `${siteConfig.brandName} brings 5000+ doctors, 500 NABL-accredited labs and 1000+ hospitals to 10 million users across India. Meet the team and the technology behind it.`,
  heading: `About ${siteConfig.brandName}`,
} as const satisfies PageMeta;
