import type { PageMeta } from '@/app/page-contract';
import { nearbyCentresPath } from '@/features/catalogue/api/get-nearby-centres';
import { nearbyCentresJsonLd } from '@/app/seo/nearby-centres-json-ld';

export const labsEntry = {
  title: 'Diagnostic centres near you',
  description:
    'Find a diagnostic centre by state, city and locality: address, opening hours, phone number and whether it is open now.',
  heading: 'Find a Diagnostic Centre',
  dataFiles: () => [nearbyCentresPath],
  jsonLd: nearbyCentresJsonLd,
} as const satisfies PageMeta;
