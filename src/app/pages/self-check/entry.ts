import type { PageMeta } from '@/app/page-contract';
import { selfCheckPageMessages } from '@/app/pages/self-check/self-check-page-messages';

export const selfCheckEntry = {
  title: selfCheckPageMessages.title,
  description: selfCheckPageMessages.description,
  heading: selfCheckPageMessages.heading,
  // Personal and login-only: rendered in the browser, never prerendered, kept out of the sitemap.
  prerender: false,
} as const satisfies PageMeta;
