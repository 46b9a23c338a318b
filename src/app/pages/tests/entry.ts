import type { PageMeta } from '@/app/page-contract';
import { faqGroupKey } from '@/features/catalogue/api/get-faqs';
import { checkupPackagesPath } from '@/features/catalogue/api/get-checkup-packages';
import { labTestsByCategoryPath } from '@/features/catalogue/api/get-lab-tests-by-category';
import { healthScansPath } from '@/features/catalogue/api/get-health-scans';
import { sampleCollectionPath } from '@/features/catalogue/api/get-sample-collection';
import { testsEntryMessages } from '@/app/pages/tests/tests-entry-messages';

export const testsEntry = {
  title: testsEntryMessages.title,
  description: testsEntryMessages.description,
  heading: testsEntryMessages.heading,
  dataFiles: () => [checkupPackagesPath, labTestsByCategoryPath, healthScansPath, sampleCollectionPath, faqGroupKey('tests')],
} as const satisfies PageMeta;
