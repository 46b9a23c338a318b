import type { PageMeta } from '@/app/page-contract';
import { faqGroupKey } from '@/features/catalogue/api/get-faqs';
import { scansPath } from '@/features/catalogue/api/get-scans';
import { bookedScansPath } from '@/features/catalogue/api/get-booked-scans';
import { scansJsonLd } from '@/app/seo/scan-json-ld';
import { scansEntryMessages } from '@/app/pages/scans/scans-entry-messages';

export const scansEntry = {
  title: scansEntryMessages.title,
  description: scansEntryMessages.description,
  heading: scansEntryMessages.heading,
  dataFiles: () => [scansPath, bookedScansPath, faqGroupKey('scans')],
  jsonLd: scansJsonLd,
} as const satisfies PageMeta;
