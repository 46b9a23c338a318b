import type { PageMeta } from '@/app/page-contract';
import { faqGroupKey } from '@/features/catalogue/api/get-faqs';
import { medicineOffersPath } from '@/features/catalogue/api/get-medicine-offers';
import { medicinesEntryMessages } from '@/app/pages/medicines/medicines-entry-messages';

export const medicinesEntry = {
  title: medicinesEntryMessages.title,
  description: medicinesEntryMessages.description,
  heading: medicinesEntryMessages.heading,
  dataFiles: () => [medicineOffersPath, faqGroupKey('medicines')],
} as const satisfies PageMeta;
