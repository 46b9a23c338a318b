import type { PageEntry } from '@/app/page-contract';
import { siteConfig } from '@/lib/site-config';
import { REGISTRATION_PATHS } from '@/features/onboarding/components/registration-paths';

export const doctorOnboardEntry = {
  path: REGISTRATION_PATHS.doctor,
  title: 'Doctor registration',
  description: `Join the ${siteConfig.brandName} network of doctors: consult patients in person or online. Have your registration certificate and a government ID ready.`,
  heading: 'Doctor Registration',
  parent: 'onboard',
} as const satisfies PageEntry;
