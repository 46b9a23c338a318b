import type { PageEntry } from '@/app/page-contract';
import { REGISTRATION_PATHS } from '@/features/onboarding/components/registration-paths';

export const patientOnboardEntry = {
  path: REGISTRATION_PATHS.patient,
  title: 'Patient registration',
  description: 'Register for treatment with our partner hospitals under PMJAY (Ayushman Bharat), private insurance or self-pay. ID numbers are stored encrypted.',
  heading: 'Patient Registration',
  parent: 'onboard',
} as const satisfies PageEntry;
