import { siteConfig } from '@/lib/site-config';

export const en = {
  title: 'Search',
  description: `Search ${siteConfig.brandName} for lab tests, health checkups, scans, doctors, specialities, care programs and medicines.`,
  heading: 'Search',
};
