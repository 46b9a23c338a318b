import type { PageMeta } from '@/app/page-contract';
import { termsMessages } from '@/app/pages/terms/terms-messages';

export const termsEntry = {
  title: termsMessages.title,
  description: termsMessages.description,
  heading: termsMessages.heading,
} as const satisfies PageMeta;
