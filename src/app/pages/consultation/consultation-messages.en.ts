import { siteConfig } from '@/lib/site-config';

const brand = siteConfig.brandName;
/** Spec §9: the first-consultation discount code. */
const code = 'NEW10';

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
  /** Five steps from choosing a doctor to the free follow-up; every claim is one of spec §1. */
  steps: {
    speciality: {
      title: 'Choose a speciality',
      text: 'Pick from 30+ specialities, or start with a General Physician if you are not sure whom to see.',
    },
    book: {
      title: `Book in the ${brand} app`,
      text: `Choose a time that suits you. New here? Code ${code} takes 10% off your first consultation.`,
    },
    consult: { title: 'Consult by video or chat', text: 'Talk to a certified doctor from home, with no travel and no waiting room.' },
    prescription: {
      title: 'Get your prescription',
      text: 'Receive a digital prescription from your doctor after the consultation, along with their advice.',
    },
    followUp: {
      title: 'Free follow-up for 5 days',
      text: 'Questions after your consultation? Follow up with your doctor free of charge for 5 days.',
    },
  },
  app: {
    heading: `Get the ${brand} app`,
    text: `Consultations, bookings and memberships happen in the ${brand} app. Search for “${brand}” on the App Store or Google Play, then pick a speciality to book your first consultation.`,
    appStore: 'Download on the App Store',
    googlePlay: 'Get it on Google Play',
  },
};
