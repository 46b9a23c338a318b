import type { PageEntry } from '@/app/page-contract';
import { siteConfig } from '@/lib/site-config';
import { REGISTRATION_PATHS } from '@/features/onboarding/components/registration-paths';

export const hospitalOnboardEntry = {
  path: REGISTRATION_PATHS.hospital,
  title: 'Hospital registration',
  description: `Partner with ${siteConfig.brandName} to receive patient referrals. Register your hospital with its registration and accreditation certificates.`,
  heading: 'Hospital Registration',
  parent: 'onboard',
} as const satisfies PageEntry;
