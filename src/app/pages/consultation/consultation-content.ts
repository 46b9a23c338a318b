import { consultationMessages } from '@/app/pages/consultation/consultation-messages';

/** Spec §9: the first-consultation discount code. */
export const FIRST_CONSULT_CODE = 'NEW10';

/** Spec §2 and §9: the 3-month membership, ₹1399 (was ₹1999). */
export const MEMBERSHIP_PRICE_INR = 1399;
export const MEMBERSHIP_MRP_INR = 1999;

const { counters } = consultationMessages;

/** Spec §4: the consultation page's counters, started on first reaching half visibility. */
export const consultationCounters = [
  { label: counters.specialities, target: 30, suffix: '+' },
  { label: counters.doctors, target: 4000, suffix: '+' },
  { label: counters.hospitals, target: 600, suffix: '+' },
] as const;

/** Id of the on-page "Get the app" section the membership's download button points to. */
export const GET_THE_APP_ID = 'get-the-app';
