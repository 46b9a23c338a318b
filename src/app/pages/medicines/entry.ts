import type { PageMeta } from '@/app/page-contract';
import { faqsPath } from '@/features/catalogue/api/get-faqs';
import { medicineOffersPath } from '@/features/catalogue/api/get-medicine-offers';
import { medicinesMessages } from '@/app/pages/medicines/medicines-messages';

export const medicinesEntry = {
  title: medicinesMessages.title,
  description: medicinesMessages.description,
  heading: medicinesMessages.heading,
  dataFiles: () => [medicineOffersPath, faqsPath],
} as const satisfies PageMeta;
