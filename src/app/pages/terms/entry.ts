import type { PageMeta } from '@/app/page-contract';
import { termsEntryMessages } from '@/app/pages/terms/terms-entry-messages';

export const termsEntry = {
  title: termsEntryMessages.title,
  description: termsEntryMessages.description,
  heading: termsEntryMessages.heading,
} as const satisfies PageMeta;
