import type { PageMeta } from '@/app/page-contract';
import { siteConfig } from '@/lib/site-config';

export const authEntry = {
  title: 'Log in or sign up',
  description: `Log in to your ${siteConfig.brandName} account, or create one in a minute, to take the free symptom self-check and keep track of your care.`,
  heading: 'Log in',
} as const satisfies PageMeta;
