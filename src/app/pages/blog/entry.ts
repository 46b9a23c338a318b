import type { PageMeta } from '@/app/page-contract';
import { siteConfig } from '@/lib/site-config';
import { blogPostsPath } from '@/features/catalogue/api/get-blog-posts';

export const blogEntry = {
  title: 'Blog',
  description: `Practical health notes from the ${siteConfig.brandName} care team: preparing for blood tests, home blood pressure readings and online consultations.`,
  heading: 'Blog',
  dataFiles: () => [blogPostsPath],
} as const satisfies PageMeta;
