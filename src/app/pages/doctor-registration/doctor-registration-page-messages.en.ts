import { siteConfig } from '@/lib/site-config';

export const en = {
  title: 'Doctor registration',
  description: `Join the ${siteConfig.brandName} network of doctors: consult patients in person or online. Have your registration certificate and a government ID ready.`,
  heading: 'Doctor Registration',
};
