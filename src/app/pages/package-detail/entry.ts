import type { PageMeta } from '@/app/page-contract';
import { packageDetailKey, packageDetailsPath } from '@/features/catalogue/api/get-package-details';
import { packageDetailJsonLd } from '@/app/seo/detail-json-ld';
import { packageDetailDescription, packageDetailTitle } from '@/app/pages/package-detail/package-detail-page-text';
import { recordIds } from '@/app/seo/detail-records';

export const packageDetailEntry = {
  title: packageDetailTitle,
  description: packageDetailDescription,
  dataFiles: (params) => [packageDetailKey(params.id)],
  ids: { dataFile: packageDetailsPath, list: recordIds },
  parent: 'skincare',
  jsonLd: packageDetailJsonLd,
} as const satisfies PageMeta;
