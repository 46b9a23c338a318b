import type { PageMeta } from '@/app/page-contract';
import { patientRegistrationPageMessages } from '@/app/pages/patient-registration/patient-registration-page-messages';

export const patientOnboardEntry = {
  title: patientRegistrationPageMessages.title,
  description: patientRegistrationPageMessages.description,
  heading: patientRegistrationPageMessages.heading,
  parent: 'onboard',
} as const satisfies PageMeta;
