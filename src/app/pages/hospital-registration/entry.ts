import type { PageMeta } from '@/app/page-contract';
import { hospitalRegistrationPageMessages } from '@/app/pages/hospital-registration/hospital-registration-page-messages';

export const hospitalOnboardEntry = {
  title: hospitalRegistrationPageMessages.title,
  description: hospitalRegistrationPageMessages.description,
  heading: hospitalRegistrationPageMessages.heading,
  parent: 'onboard',
} as const satisfies PageMeta;
