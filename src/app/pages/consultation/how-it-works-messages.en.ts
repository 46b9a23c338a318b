import { siteConfig } from '@/lib/site-config';

const brand = siteConfig.brandName;
/** Spec §9: the first-consultation discount code. */
const code = 'NEW10';

/** Five steps from choosing a doctor to the free follow-up; every claim is one of spec §1. */
export const en = {
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
};
