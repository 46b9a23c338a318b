import type { PageMeta } from '@/app/page-contract';
import { faqsPath } from '@/features/catalogue/api/get-faqs';
import { skincareProductsPath } from '@/features/catalogue/api/get-skincare-products';
import { skincareJsonLd } from '@/app/seo/catalogue-json-ld';
import { skincareMessages } from '@/app/pages/skincare/skincare-messages';

export const skincareEntry = {
  title: skincareMessages.title,
  description: skincareMessages.description,
  heading: skincareMessages.heading,
  dataFiles: () => [skincareProductsPath, faqsPath],
  jsonLd: skincareJsonLd,
} as const satisfies PageMeta;
