import type { PageMeta } from '@/app/page-contract';
import { healthCheckDetailKey, healthCheckDetailsPath } from '@/features/catalogue/api/get-health-check-details';
import { healthCheckDetailJsonLd } from '@/app/seo/detail-json-ld';
import { healthCheckDetailDescription, healthCheckDetailTitle } from '@/app/pages/health-check-detail/health-check-detail-page-text';
import { recordIds } from '@/app/seo/detail-records';

export const healthCheckDetailEntry = {
  title: healthCheckDetailTitle,
  description: healthCheckDetailDescription,
  dataFiles: (params) => [healthCheckDetailKey(params.id)],
  ids: { dataFile: healthCheckDetailsPath, list: recordIds },
  parent: 'tests',
  jsonLd: healthCheckDetailJsonLd,
} as const satisfies PageMeta;
