import type { SearchDocument } from '@/features/search/model/search-entry';
import type { ReadCatalogueFile } from '@/app/search/read-catalogue-file';
import { careProgramDocuments } from '@/app/search/sources/care-program-documents';
import { doctorDocuments, specialityDocuments, symptomDocuments } from '@/app/search/sources/doctor-documents';
import { healthCheckDocuments } from '@/app/search/sources/health-check-documents';
import { labTestDocuments } from '@/app/search/sources/lab-test-documents';
import { productDocuments } from '@/app/search/sources/product-documents';
import { scanDocuments } from '@/app/search/sources/scan-documents';
import { skincareDocuments } from '@/app/search/sources/skincare-documents';

/** Everything the site search finds, drawn from the catalogue's data files (scripts/build-search-index.ts). */
export function searchDocuments(read: ReadCatalogueFile): SearchDocument[] {
  return [
    ...healthCheckDocuments(read),
    ...labTestDocuments(read),
    ...scanDocuments(read),
    ...doctorDocuments(read),
    ...specialityDocuments(read),
    ...symptomDocuments(read),
    ...careProgramDocuments(read),
    ...skincareDocuments(read),
    ...productDocuments(read),
  ];
}
