import type { PageMeta } from '@/app/page-contract';
import { faqsPath } from '@/features/catalogue/api/get-faqs';
import { skincareProductsPath } from '@/features/catalogue/api/get-skincare-products';
import { skincareJsonLd } from '@/app/seo/catalogue-json-ld';

export const skincareEntry = {
  title: 'Skincare products and dermatologist care',
  description:
    'Dermatologist-picked serums, sunscreens and skincare kits at up to 40% off, with expert advice when you need it.',
  heading: 'Skincare',
  dataFiles: () => [skincareProductsPath, faqsPath],
  jsonLd: skincareJsonLd,
} as const satisfies PageMeta;
