import type { PageMeta } from '@/app/page-contract';
import { nearbyCentresPath } from '@/features/catalogue/api/get-nearby-centres';
import { nearbyCentresJsonLd } from '@/app/seo/nearby-centres-json-ld';
import { labsEntryMessages } from '@/app/pages/labs/labs-entry-messages';

export const labsEntry = {
  title: labsEntryMessages.title,
  description: labsEntryMessages.description,
  heading: labsEntryMessages.heading,
  dataFiles: () => [nearbyCentresPath],
  jsonLd: nearbyCentresJsonLd,
} as const satisfies PageMeta;
