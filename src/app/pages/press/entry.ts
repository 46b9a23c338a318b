import type { PageMeta } from '@/app/page-contract';
import { siteConfig } from '@/lib/site-config';
import { pressItemsPath } from '@/features/catalogue/api/get-press-items';

export const pressEntry = {
  title: 'Press',
  description: `News and announcements from ${siteConfig.brandName}, and how journalists can reach our media team.`,
  heading: 'Press',
  dataFiles: () => [pressItemsPath],
} as const satisfies PageMeta;
