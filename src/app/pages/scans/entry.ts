import type { PageMeta } from '@/app/page-contract';
import { faqsPath } from '@/features/catalogue/api/get-faqs';
import { scansPath } from '@/features/catalogue/api/get-scans';
import { bookedScansPath } from '@/features/catalogue/api/get-booked-scans';
import { scansJsonLd } from '@/app/seo/scan-json-ld';

export const scansEntry = {
  title: 'MRI, CT, ultrasound and X-ray scans',
  description:
    'Book MRI, CT, ultrasound and X-ray scans at accredited diagnostic centres near you, with reports in 12 to 24 hrs.',
  heading: 'Scans & X-Rays',
  dataFiles: () => [scansPath, bookedScansPath, faqsPath],
  jsonLd: scansJsonLd,
} as const satisfies PageMeta;
