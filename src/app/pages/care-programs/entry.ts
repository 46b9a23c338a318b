import type { PageMeta } from '@/app/page-contract';
import { careProgramListPath } from '@/features/catalogue/api/get-care-program-list';
import { faqsPath } from '@/features/catalogue/api/get-faqs';
import { careProgramsJsonLd } from '@/app/seo/catalogue-json-ld';

export const careProgramsEntry = {
  title: 'Care programs for long-term conditions',
  description:
    'Doctor-led programs for diabetes, heart health, weight and more: a personal plan, regular check-ins and tests at home.',
  heading: 'Care Programs',
  dataFiles: () => [careProgramListPath, faqsPath],
  jsonLd: careProgramsJsonLd,
} as const satisfies PageMeta;
