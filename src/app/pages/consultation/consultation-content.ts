import { siteConfig } from '@/lib/site-config';

/** Spec §9: the first-consultation discount code and what it takes off. */
export const FIRST_CONSULT_CODE = 'NEW10';
export const FIRST_CONSULT_DISCOUNT = 'Flat 10% OFF';

/** Spec §2 and §9: the 3-month membership, ₹1399 (was ₹1999). */
export const MEMBERSHIP_PRICE_INR = 1399;
export const MEMBERSHIP_MRP_INR = 1999;
export const MEMBERSHIP_TERM = '3 Months';
export const membershipBenefits = ['Flat 30% Off on Consultations', 'Flat 20% Off on Lab Tests'] as const;

/** Spec §4: the consultation page's counters, started on first reaching half visibility. */
export const consultationCounters = [
  { label: 'Specialities', target: 30, suffix: '+' },
  { label: 'Doctors', target: 4000, suffix: '+' },
  { label: 'Hospitals', target: 600, suffix: '+' },
] as const;

/** Five steps from choosing a doctor to the free follow-up; every claim is one of spec §1. */
export const consultationSteps = [
  { title: 'Choose a speciality', text: 'Pick from 30+ specialities, or start with a General Physician if you are not sure whom to see.' },
  { title: `Book in the ${siteConfig.brandName} app`, text: `Choose a time that suits you. New here? Code ${FIRST_CONSULT_CODE} takes 10% off your first consultation.` },
  { title: 'Consult by video or chat', text: 'Talk to a certified doctor from home, with no travel and no waiting room.' },
  { title: 'Get your prescription', text: 'Receive a digital prescription from your doctor after the consultation, along with their advice.' },
  { title: 'Free follow-up for 5 days', text: 'Questions after your consultation? Follow up with your doctor free of charge for 5 days.' },
] as const;

/** Id of the on-page "Get the app" section the membership's download button points to. */
export const GET_THE_APP_ID = 'get-the-app';
