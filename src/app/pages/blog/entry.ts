import type { PageMeta } from '@/app/page-contract';
import { blogPostsPath } from '@/features/catalogue/api/get-blog-posts';
import { blogMessages } from '@/app/pages/blog/blog-messages';

export const blogEntry = {
  title: blogMessages.title,
  description: blogMessages.description,
  heading: blogMessages.heading,
  dataFiles: () => [blogPostsPath],
} as const satisfies PageMeta;
