import type { PageMeta } from '@/app/page-contract';
import { faqsPath } from '@/features/catalogue/api/get-faqs';
import { opdServicesPath } from '@/features/catalogue/api/get-opd-services';
import { opdMessages } from '@/app/pages/opd/opd-messages';

export const opdEntry = {
  title: opdMessages.title,
  description: opdMessages.description,
  heading: opdMessages.heading,
  dataFiles: () => [opdServicesPath, faqsPath],
} as const satisfies PageMeta;
