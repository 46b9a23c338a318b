import type { PageMeta } from '@/app/page-contract';
import { careProgramListPath } from '@/features/catalogue/api/get-care-program-list';
import { faqGroupKey } from '@/features/catalogue/api/get-faqs';
import { careProgramsJsonLd } from '@/app/seo/catalogue-json-ld';
import { careProgramsEntryMessages } from '@/app/pages/care-programs/care-programs-entry-messages';

export const careProgramsEntry = {
  title: careProgramsEntryMessages.title,
  description: careProgramsEntryMessages.description,
  heading: careProgramsEntryMessages.heading,
  dataFiles: () => [careProgramListPath, faqGroupKey('programs')],
  jsonLd: careProgramsJsonLd,
} as const satisfies PageMeta;
