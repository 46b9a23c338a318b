import type { PageMeta } from '@/app/page-contract';
import { nearbyCentresPath } from '@/features/catalogue/api/get-nearby-centres';
import { nearbyCentresJsonLd } from '@/app/seo/nearby-centres-json-ld';
import { labsMessages } from '@/app/pages/labs/labs-messages';

export const labsEntry = {
  title: labsMessages.title,
  description: labsMessages.description,
  heading: labsMessages.heading,
  dataFiles: () => [nearbyCentresPath],
  jsonLd: nearbyCentresJsonLd,
} as const satisfies PageMeta;
