import type { PageMeta } from '@/app/page-contract';
import { pressItemsPath } from '@/features/catalogue/api/get-press-items';
import { pressMessages } from '@/app/pages/press/press-messages';

export const pressEntry = {
  title: pressMessages.title,
  description: pressMessages.description,
  heading: pressMessages.heading,
  dataFiles: () => [pressItemsPath],
} as const satisfies PageMeta;
