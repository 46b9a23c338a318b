import type { PageMeta } from '@/app/page-contract';
import { consultationReasonsPath } from '@/features/catalogue/api/get-consultation-reasons';
import { consultationSpecialitiesPath } from '@/features/catalogue/api/get-consultation-specialities';
import { faqsPath } from '@/features/catalogue/api/get-faqs';

export const consultationEntry = {
  title: 'Online doctor consultation',
  description:
    'Consult qualified doctors online across 30+ specialities, by video or chat. Flat 10% off your first consultation with code NEW10.',
  heading: 'Online Doctor Consultation',
  dataFiles: () => [consultationSpecialitiesPath, consultationReasonsPath, faqsPath],
} as const satisfies PageMeta;
