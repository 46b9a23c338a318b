import type { PageMeta } from '@/app/page-contract';
import { privacyEntryMessages } from '@/app/pages/privacy/privacy-entry-messages';

export const privacyEntry = {
  title: privacyEntryMessages.title,
  description: privacyEntryMessages.description,
  heading: privacyEntryMessages.heading,
} as const satisfies PageMeta;
