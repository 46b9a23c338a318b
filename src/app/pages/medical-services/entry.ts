import type { PageMeta } from '@/app/page-contract';
import { scansPath } from '@/features/catalogue/api/get-scans';
import { scanServicesPath } from '@/features/catalogue/api/get-scan-services';
import { scanServicesDescription, scanServicesTitle, scanIdsOf, scanServicesKind } from '@/app/pages/medical-services/scan-service-page-text';
import { medicalServicesJsonLd } from '@/app/seo/scan-json-ld';

export const medicalServicesEntry = {
  title: scanServicesTitle,
  description: scanServicesDescription,
  dataFiles: (params) => {
    const kind = scanServicesKind(params);
    // The scans list names the page's kind and tells a known id from an unknown one (noindex).
    return kind === undefined ? [scansPath] : [scansPath, scanServicesPath(kind)];
  },
  ids: { dataFile: scansPath, list: scanIdsOf },
  parent: 'scans',
  jsonLd: medicalServicesJsonLd,
} as const satisfies PageMeta;
