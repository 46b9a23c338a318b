import type { PageMeta } from '@/app/page-contract';
import { doctorRegistrationPageMessages } from '@/app/pages/doctor-registration/doctor-registration-page-messages';

export const doctorOnboardEntry = {
  title: doctorRegistrationPageMessages.title,
  description: doctorRegistrationPageMessages.description,
  heading: doctorRegistrationPageMessages.heading,
  parent: 'onboard',
} as const satisfies PageMeta;
