import type { PageEntry } from '@/app/page-contract';
import { siteConfig } from '@/lib/site-config';
import { ONBOARDING_CHOOSER_PATH } from '@/features/onboarding/components/registration-paths';

export const onboardEntry = {
  path: ONBOARDING_CHOOSER_PATH,
  title: 'Register as a patient, doctor or hospital',
  description: `Join ${siteConfig.brandName}: register for treatment as a patient, join our network as a doctor, or partner with us as a hospital.`,
  heading: 'Healthcare Professional Onboarding',
} as const satisfies PageEntry;
