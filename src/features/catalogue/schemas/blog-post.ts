import { z } from '@/lib/zod';
import { isoDateSchema, nonEmptyTextSchema } from '@/features/catalogue/schemas/primitives';

/** A post listed on /blog. */
export const blogPostSchema = z.strictObject({
  title: nonEmptyTextSchema,
  /** Publication date, YYYY-MM-DD. */
  date: isoDateSchema,
  summary: nonEmptyTextSchema,
  /** Estimated reading time in whole minutes. */
  readingMinutes: z.number().int().positive().max(60),
});

export const blogPostsSchema = z.array(blogPostSchema);

export type BlogPost = z.infer<typeof blogPostSchema>;
