import type { PageMeta } from '@/app/page-contract';
import { privacyMessages } from '@/app/pages/privacy/privacy-messages';

export const privacyEntry = {
  title: privacyMessages.title,
  description: privacyMessages.description,
  heading: privacyMessages.heading,
} as const satisfies PageMeta;
