import { siteConfig } from '@/lib/site-config';

export const en = {
  title: 'Hospital registration',
  description: `Partner with ${siteConfig.brandName} to receive patient referrals. Register your hospital with its registration and accreditation certificates.`,
  heading: 'Hospital Registration',
};
