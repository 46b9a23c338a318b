import { siteConfig } from '@/lib/site-config';

const brand = siteConfig.brandName;

export const en = {
  intro: 'Talk to a certified doctor by video or chat from wherever you are, across 30+ specialities, with a free follow-up for 5 days.',
  specialitiesTitle: 'Consult doctors across 30+ specialities',
  specialitiesDescription: 'From fevers and skin concerns to heart, hormone and mental health: choose the specialist you need.',
  reasonsTitle: 'Why consult a doctor online?',
  numbersTitle: `${brand} in numbers`,
  howTitle: 'How online consultation works',
  callbackTitle: 'Not sure which specialist you need?',
  callbackDescription: 'Leave your number and our health expert will call you back to help you choose.',
  offer: {
    /** Spec §9: what the code takes off; the heading's first, emphasised part. */
    discount: 'Flat 10% OFF',
    rest: 'your first consultation',
    note: `Apply the code when you book in the ${brand} app.`,
    codeLabel: 'Use code',
  },
  membership: {
    term: '3 Months',
    heading: `${brand} One Membership`,
    benefits: { consultations: 'Flat 30% Off on Consultations', labTests: 'Flat 20% Off on Lab Tests' },
    download: 'Download the app',
  },
  counters: { specialities: 'Specialities', doctors: 'Doctors', hospitals: 'Hospitals' },
};
