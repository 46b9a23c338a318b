import type { PageMeta } from '@/app/page-contract';
import { faqGroupKey } from '@/features/catalogue/api/get-faqs';
import { skincareProductsPath } from '@/features/catalogue/api/get-skincare-products';
import { skincareJsonLd } from '@/app/seo/catalogue-json-ld';
import { skincareEntryMessages } from '@/app/pages/skincare/skincare-entry-messages';

export const skincareEntry = {
  title: skincareEntryMessages.title,
  description: skincareEntryMessages.description,
  heading: skincareEntryMessages.heading,
  dataFiles: () => [skincareProductsPath, faqGroupKey('skincare')],
  jsonLd: skincareJsonLd,
} as const satisfies PageMeta;
