import { siteConfig } from '@/lib/site-config';

export const en = {
  tagline: siteConfig.tagline,
  getTheApp: 'Get the app',
  appStore: 'Download on the App Store',
  googlePlay: 'Get it on Google Play',
  company: 'Company',
  services: 'Services',
  contact: 'Contact',
  certified: 'ISO 2025 CERTIFIED',
  /** What follows "© {year} " at the foot. */
  legalLine: (legalName: string, brandName: string) => `${legalName} Bookings and purchases happen in the ${brandName} app.`,
  /** A social profile's link, e.g. "Healvia on YouTube (opens in a new tab)". */
  socialLink: (brandName: string, network: string) => `${brandName} on ${network} (opens in a new tab)`,
  links: {
    about: 'About',
    blog: 'Blog',
    careers: 'Careers',
    press: 'Press',
    contactUs: 'Contact Us',
    privacy: 'Privacy Policy',
    terms: 'Terms of Use',
    consultation: 'Consultation',
    labTests: 'Lab Tests',
    healthPackages: 'Health Packages',
    scans: 'Scans & X-Rays',
    doctors: 'Our Doctors',
  },
};
