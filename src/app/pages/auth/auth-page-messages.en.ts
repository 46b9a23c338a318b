import { siteConfig } from '@/lib/site-config';

export const en = {
  title: 'Log in or sign up',
  description: `Log in to your ${siteConfig.brandName} account, or create one in a minute, to take the free symptom self-check and keep track of your care.`,
  heading: 'Log in',
};
