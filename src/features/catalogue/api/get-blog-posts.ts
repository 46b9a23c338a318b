import { inPageLanguage } from '@/lib/i18n/data-path';
import { useDataFile } from '@/lib/use-data-file';
import type { BlogPost } from '@/features/catalogue/schemas/blog-post';

export const blogPostsPath = inPageLanguage('/data/blog-posts.json');

/** Posts of the blog page, newest first as stored. */
export function useBlogPosts() {
  return useDataFile<BlogPost[]>(blogPostsPath);
}
