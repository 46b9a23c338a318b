import type { PageMeta } from '@/app/page-contract';
import { faqsPath } from '@/features/catalogue/api/get-faqs';
import { opdServicesPath } from '@/features/catalogue/api/get-opd-services';
import { opdEntryMessages } from '@/app/pages/opd/opd-entry-messages';

export const opdEntry = {
  title: opdEntryMessages.title,
  description: opdEntryMessages.description,
  heading: opdEntryMessages.heading,
  dataFiles: () => [opdServicesPath, faqsPath],
} as const satisfies PageMeta;
