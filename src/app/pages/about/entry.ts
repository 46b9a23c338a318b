import type { PageMeta } from '@/app/page-contract';
import { aboutEntryMessages } from '@/app/pages/about/about-entry-messages';

export const aboutEntry = {
  title: aboutEntryMessages.title,
  description: aboutEntryMessages.description,
  heading: aboutEntryMessages.heading,
} as const satisfies PageMeta;
