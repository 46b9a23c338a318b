import type { PageMeta } from '@/app/page-contract';
import { siteConfig } from '@/lib/site-config';
import { careerOpeningsPath } from '@/features/catalogue/api/get-career-openings';

export const careersEntry = {
  title: 'Careers',
  description: `Work at ${siteConfig.brandName}: open roles in engineering, diagnostics operations and clinical content, and how to apply.`,
  heading: 'Careers',
  dataFiles: () => [careerOpeningsPath],
} as const satisfies PageMeta;
