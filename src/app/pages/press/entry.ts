import type { PageMeta } from '@/app/page-contract';
import { pressItemsPath } from '@/features/catalogue/api/get-press-items';
import { pressEntryMessages } from '@/app/pages/press/press-entry-messages';

export const pressEntry = {
  title: pressEntryMessages.title,
  description: pressEntryMessages.description,
  heading: pressEntryMessages.heading,
  dataFiles: () => [pressItemsPath],
} as const satisfies PageMeta;
