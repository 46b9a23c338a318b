import { siteConfig } from '@/lib/site-config';

const brand = siteConfig.brandName;

export const en = {
  /** Spec §9: what the code takes off; the heading's first, emphasised part. */
  discount: 'Flat 10% OFF',
  rest: 'your first consultation',
  note: `Apply the code when you book in the ${brand} app.`,
  codeLabel: 'Use code',
};
