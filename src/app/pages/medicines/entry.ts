import type { PageMeta } from '@/app/page-contract';
import { faqsPath } from '@/features/catalogue/api/get-faqs';
import { medicineOffersPath } from '@/features/catalogue/api/get-medicine-offers';

export const medicinesEntry = {
  title: 'Medicines and wellness products online',
  description:
    'Order medicines, vitamins, Ayurveda, baby care and wellness products with offers on every category, delivered to your door.',
  heading: 'Medicines',
  dataFiles: () => [medicineOffersPath, faqsPath],
} as const satisfies PageMeta;
