import type { PageMeta } from '@/app/page-contract';
import { faqGroupKey } from '@/features/catalogue/api/get-faqs';
import { opdServicesPath } from '@/features/catalogue/api/get-opd-services';
import { opdEntryMessages } from '@/app/pages/opd/opd-entry-messages';

export const opdEntry = {
  title: opdEntryMessages.title,
  description: opdEntryMessages.description,
  heading: opdEntryMessages.heading,
  dataFiles: () => [opdServicesPath, faqGroupKey('opd')],
} as const satisfies PageMeta;
