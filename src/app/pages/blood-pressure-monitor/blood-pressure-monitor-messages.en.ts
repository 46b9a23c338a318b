import { siteConfig } from '@/lib/site-config';

const { brandName } = siteConfig;

export const en = {
  breadcrumb: 'Breadcrumb',
  home: 'Home',
  intro: `Check your blood pressure and keep a log of every reading with the ${brandName} app on your phone.`,
  download: {
    title: `Download the ${brandName} app`,
    text: 'The monitor works inside the app. Install it on your phone to take your first reading.',
    appStore: 'Download on the App Store',
    googlePlay: 'Get it on Google Play',
  },
  /** The trust badges, word for word as the spec gives them; no other claims are made. */
  badgesTitle: 'Why people use it',
  badges: {
    users: '20K Satisfied Users',
    confidential: '100% Confidential',
    phone: 'No Other Device Needed',
    accurate: 'Accurate Readings',
  },
  stepsTitle: 'How to get started',
  steps: {
    download: { title: 'Download the app', text: 'Install it from the App Store or Google Play and sign in.' },
    open: { title: 'Open the monitor', text: 'Choose the Blood Pressure Monitor in the app.' },
    reading: { title: 'Take a reading', text: 'Follow the steps on screen; each reading is saved to your log.' },
  },
};
