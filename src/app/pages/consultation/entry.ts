import type { PageMeta } from '@/app/page-contract';
import { consultationReasonsPath } from '@/features/catalogue/api/get-consultation-reasons';
import { consultationSpecialitiesPath } from '@/features/catalogue/api/get-consultation-specialities';
import { faqGroupKey } from '@/features/catalogue/api/get-faqs';
import { consultationEntryMessages } from '@/app/pages/consultation/consultation-entry-messages';

export const consultationEntry = {
  title: consultationEntryMessages.title,
  description: consultationEntryMessages.description,
  heading: consultationEntryMessages.heading,
  dataFiles: () => [consultationSpecialitiesPath, consultationReasonsPath, faqGroupKey('specialists')],
} as const satisfies PageMeta;
