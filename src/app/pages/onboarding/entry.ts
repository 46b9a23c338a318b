import type { PageMeta } from '@/app/page-contract';
import { siteConfig } from '@/lib/site-config';

export const onboardEntry = {
  title: 'Register as a patient, doctor or hospital',
  description: `Join ${siteConfig.brandName}: register for treatment as a patient, join our network as a doctor, or partner with us as a hospital.`,
  heading: 'Healthcare Professional Onboarding',
} as const satisfies PageMeta;
