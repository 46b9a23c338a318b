import type { PageMeta } from '@/app/page-contract';
import { faqsPath } from '@/features/catalogue/api/get-faqs';
import { checkupPackagesPath } from '@/features/catalogue/api/get-checkup-packages';
import { labTestsByCategoryPath } from '@/features/catalogue/api/get-lab-tests-by-category';
import { healthScansPath } from '@/features/catalogue/api/get-health-scans';
import { sampleCollectionPath } from '@/features/catalogue/api/get-sample-collection';
import { testsJsonLd } from '@/app/seo/scan-json-ld';

export const testsEntry = {
  title: 'Lab tests and health checkup packages',
  description:
    'Book health checkups and lab tests with home sample collection at accredited labs. Flat 60% off on health checks, smart reports in 12 hrs.',
  heading: 'Lab Tests & Health Checkups',
  dataFiles: () => [checkupPackagesPath, labTestsByCategoryPath, healthScansPath, sampleCollectionPath, faqsPath],
  jsonLd: testsJsonLd,
} as const satisfies PageMeta;
