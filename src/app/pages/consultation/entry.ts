import type { PageMeta } from '@/app/page-contract';
import { consultationReasonsPath } from '@/features/catalogue/api/get-consultation-reasons';
import { consultationSpecialitiesPath } from '@/features/catalogue/api/get-consultation-specialities';
import { faqsPath } from '@/features/catalogue/api/get-faqs';
import { consultationMessages } from '@/app/pages/consultation/consultation-messages';

export const consultationEntry = {
  title: consultationMessages.title,
  description: consultationMessages.description,
  heading: consultationMessages.heading,
  dataFiles: () => [consultationSpecialitiesPath, consultationReasonsPath, faqsPath],
} as const satisfies PageMeta;
