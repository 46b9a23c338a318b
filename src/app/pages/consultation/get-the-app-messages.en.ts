import { siteConfig } from '@/lib/site-config';

const brand = siteConfig.brandName;

export const en = {
  heading: `Get the ${brand} app`,
  text: `Consultations, bookings and memberships happen in the ${brand} app. Search for “${brand}” on the App Store or Google Play, then pick a speciality to book your first consultation.`,
  appStore: 'Download on the App Store',
  googlePlay: 'Get it on Google Play',
};
