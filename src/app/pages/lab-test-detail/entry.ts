import type { PageMeta } from '@/app/page-contract';
import { labTestDetailsPath } from '@/features/catalogue/api/get-lab-test-details';
import { labTestDetailJsonLd } from '@/app/seo/detail-json-ld';
import { labTestDetailDescription, labTestDetailTitle } from '@/app/pages/lab-test-detail/lab-test-detail-page-text';
import { recordIds } from '@/app/seo/detail-records';

export const labTestDetailEntry = {
  title: labTestDetailTitle,
  description: labTestDetailDescription,
  dataFiles: () => [labTestDetailsPath],
  ids: { dataFile: labTestDetailsPath, list: recordIds },
  parent: 'tests',
  jsonLd: labTestDetailJsonLd,
} as const satisfies PageMeta;
