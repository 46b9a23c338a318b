import type { PageMeta } from '@/app/page-contract';
import { careProgramListPath } from '@/features/catalogue/api/get-care-program-list';
import { faqsPath } from '@/features/catalogue/api/get-faqs';
import { careProgramsJsonLd } from '@/app/seo/catalogue-json-ld';
import { careProgramsMessages } from '@/app/pages/care-programs/care-programs-messages';

export const careProgramsEntry = {
  title: careProgramsMessages.title,
  description: careProgramsMessages.description,
  heading: careProgramsMessages.heading,
  dataFiles: () => [careProgramListPath, faqsPath],
  jsonLd: careProgramsJsonLd,
} as const satisfies PageMeta;
