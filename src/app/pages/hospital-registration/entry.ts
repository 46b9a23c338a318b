import type { PageMeta } from '@/app/page-contract';
import { siteConfig } from '@/lib/site-config';

export const hospitalOnboardEntry = {
  title: 'Hospital registration',
  description: `Partner with ${siteConfig.brandName} to receive patient referrals. Register your hospital with its registration and accreditation certificates.`,
  heading: 'Hospital Registration',
  parent: 'onboard',
} as const satisfies PageMeta;
