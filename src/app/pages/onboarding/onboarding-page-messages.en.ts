import { siteConfig } from '@/lib/site-config';

export const en = {
  title: 'Register as a patient, doctor or hospital',
  description: `Join ${siteConfig.brandName}: register for treatment as a patient, join our network as a doctor, or partner with us as a hospital.`,
  heading: 'Healthcare Professional Onboarding',
};
