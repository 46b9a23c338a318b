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
  counters: { specialities: 'Specialities', doctors: 'Doctors', hospitals: 'Hospitals' },
};
