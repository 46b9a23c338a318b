import { siteConfig } from '@/lib/site-config';

const brand = siteConfig.brandName;

export const en = {
  term: '3 Months',
  heading: `${brand} One Membership`,
  benefits: { consultations: 'Flat 30% Off on Consultations', labTests: 'Flat 20% Off on Lab Tests' },
  download: 'Download the app',
};
