import type { PageMeta } from '@/app/page-contract';
import { blogPostsPath } from '@/features/catalogue/api/get-blog-posts';
import { blogEntryMessages } from '@/app/pages/blog/blog-entry-messages';

export const blogEntry = {
  title: blogEntryMessages.title,
  description: blogEntryMessages.description,
  heading: blogEntryMessages.heading,
  dataFiles: () => [blogPostsPath],
} as const satisfies PageMeta;
