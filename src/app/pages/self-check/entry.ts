import type { PageMeta } from '@/app/page-contract';

export const selfCheckEntry = {
  title: 'Symptom self-check',
  description: 'Ten short questions that help you decide what care to seek next. Not a diagnosis; in an emergency call 112 or 108.',
  heading: 'Symptom Self-Check',
  // Personal and login-only: rendered in the browser, never prerendered, kept out of the sitemap.
  prerender: false,
} as const satisfies PageMeta;
