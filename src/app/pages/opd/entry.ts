import type { PageMeta } from '@/app/page-contract';
import { faqsPath } from '@/features/catalogue/api/get-faqs';
import { opdServicesPath } from '@/features/catalogue/api/get-opd-services';

export const opdEntry = {
  title: 'OPD benefits for employees',
  description:
    'Outpatient cover for your team: doctor consultations, diagnostics, medicines and wellness at 1000+ partner hospitals and clinics.',
  heading: 'OPD Benefits',
  dataFiles: () => [opdServicesPath, faqsPath],
} as const satisfies PageMeta;
