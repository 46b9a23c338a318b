import type { PageMeta } from '@/app/page-contract';
import { labTestDetailKey, labTestDetailsPath } from '@/features/catalogue/api/get-lab-test-details';
import { labTestDetailJsonLd } from '@/app/seo/detail-json-ld';
import { labTestDetailDescription, labTestDetailTitle } from '@/app/pages/lab-test-detail/lab-test-detail-page-text';
import { recordIds } from '@/app/seo/detail-records';

export const labTestDetailEntry = {
  title: labTestDetailTitle,
  description: labTestDetailDescription,
  dataFiles: (params) => [labTestDetailKey(params.id)],
  ids: { dataFile: labTestDetailsPath, list: recordIds },
  parent: 'tests',
  jsonLd: labTestDetailJsonLd,
} as const satisfies PageMeta;
